/**
 * The page's decorative drift (src/ui/AnimatedBackground.tsx) repaints the whole window on every
 * frame: headless Chromium paints in software, so it kept a core busy for as long as a page was
 * open and slowed every other step of npm test. The journeys and the Storybook UI runner hold it
 * still with this init script (it runs in the page, so it uses nothing from outside); the
 * AnimatedBackground stories check that it drifts and that it stops under reduced motion.
 */
export function holdBackgroundStill(): void {
  const rule = '[data-testid="animated-background"] [data-glow] { animation: none !important; }';
  const add = () => {
    const style = document.createElement('style');
    style.textContent = rule;
    document.head.append(style);
  };
  if (document.head) add();
  else document.addEventListener('DOMContentLoaded', add, { once: true });
}
