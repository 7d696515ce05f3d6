/**
 * How a story's screenshot is judged against its baseline, by Vitest's toMatchScreenshot
 * (vite.config.ts) and by the fast path before it (storyShotCommand.ts) alike, so that the fast
 * path can never pass what the matcher would fail. pixelmatch's measure: a pixel counts as changed
 * when its colour moves past the YIQ threshold and it is not anti-aliasing; none may change.
 */
export const SHOT_COMPARISON = {
  threshold: 0.1,
  includeAA: false,
  allowedMismatchedPixels: 0,
  allowedMismatchedPixelRatio: 0,
} as const;

/** Whether a count of changed pixels is within what SHOT_COMPARISON allows, as Vitest reckons it. */
export function withinAllowance(changedPixels: number, width: number, height: number): boolean {
  const { allowedMismatchedPixels, allowedMismatchedPixelRatio } = SHOT_COMPARISON;
  return changedPixels <= Math.min(allowedMismatchedPixels, allowedMismatchedPixelRatio * width * height);
}
