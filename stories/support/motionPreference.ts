const REDUCED_MOTION_QUERY = /prefers-reduced-motion:\s*reduce/;

/**
 * Pins the visitor's reduced-motion preference as components read it through `matchMedia`,
 * until the next story starts. Use it as a story's `beforeEach`. The test browser asks for
 * reduced motion (vite.config.ts) and Storybook's own browser may not, so a story about either
 * behaviour pins the one it shows; `false` lets motion run so it can be stepped with the story
 * clock. CSS media queries are not affected.
 */
export function emulateReducedMotion(reduce: boolean): () => () => void {
  return () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      original.call(window, REDUCED_MOTION_QUERY.test(query) ? (reduce ? 'all' : 'not all') : query);
    return () => {
      window.matchMedia = original;
    };
  };
}
