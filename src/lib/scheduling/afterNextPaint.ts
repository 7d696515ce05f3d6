import { nextTask } from './nextTask';

/**
 * Resolves once the browser has painted the current document, or at once in a hidden tab (which
 * does not paint until shown). A pre-rendered page starts its app after its first paint, so the
 * page's own HTML and CSS reach the screen before any of the app's code is fetched or run; a
 * notice raised by a tap waits for the tap's own paint (src/ui/toaster.ts).
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    // A frame callback runs just before the paint; a task queued from it runs after.
    requestAnimationFrame(() => void nextTask().then(resolve));
    document.addEventListener('visibilitychange', () => resolve(), { once: true });
  });
}
