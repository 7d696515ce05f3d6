import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * The page's decorative drift (src/ui/AnimatedBackground.tsx) repaints the whole window on every
 * frame: in headless Chromium, which paints in software, that kept a core busy for as long as any
 * page was open and slowed every other step of npm test. No journey looks at it; the stories
 * check that it drifts and that it holds still under reduced motion.
 */
function holdBackgroundStill() {
  const rule = '[data-testid="animated-background"] { animation: none !important; }';
  const add = () => {
    const style = document.createElement('style');
    style.textContent = rule;
    document.head.append(style);
  };
  if (document.head) add();
  else document.addEventListener('DOMContentLoaded', add, { once: true });
}

/** Playwright's `test`, with every page of the test's own context holding the background still. */
export const test = base.extend({
  context: async ({ context }, runTest) => {
    await context.addInitScript(holdBackgroundStill);
    await runTest(context);
  },
});
