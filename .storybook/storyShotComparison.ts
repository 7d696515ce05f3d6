import { diff } from '@blazediff/core';

/**
 * How a story's screenshot is judged against its baseline, by Vitest's toMatchScreenshot
 * (vite.config.ts), by the fast path before it (storyShotCommand.ts) and by Firefox's and
 * WebKit's story shots (scripts/engines/storyShots.mjs) alike, so that no path can pass what the
 * matcher would fail. pixelmatch's measure: a pixel counts as changed when its colour moves past
 * the YIQ threshold and it is not anti-aliasing; none may change.
 */
export const SHOT_COMPARISON = {
  threshold: 0.1,
  includeAA: false,
  allowedMismatchedPixels: 0,
  allowedMismatchedPixelRatio: 0,
} as const;

/** Whether a count of changed pixels is within what SHOT_COMPARISON allows, as Vitest reckons it. */
export function withinAllowance(changed: number, width: number, height: number): boolean {
  const { allowedMismatchedPixels, allowedMismatchedPixelRatio } = SHOT_COMPARISON;
  return changed <= Math.min(allowedMismatchedPixels, allowedMismatchedPixelRatio * width * height);
}

/** A decoded image: RGBA, four bytes a pixel, row by row (pngjs's PNG is one). */
export interface ShotImage {
  width: number;
  height: number;
  data: Buffer;
}

/**
 * Changed pixels between two images by SHOT_COMPARISON's measure, painted into `output` when
 * given; null when their sizes differ, which no count can judge.
 */
export function changedPixels(expected: ShotImage, actual: ShotImage, output?: ShotImage): number | null {
  if (expected.width !== actual.width || expected.height !== actual.height) return null;
  if (expected.data.equals(actual.data)) return 0;
  const { threshold, includeAA } = SHOT_COMPARISON;
  return diff(expected.data, actual.data, output?.data, actual.width, actual.height, { threshold, includeAA });
}

/** A region of a page, in CSS pixels from the top-left of its document. */
export interface ShotClip {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The whole pixels a region touches, as Playwright's own element screenshot takes them. */
export function enclosingPixels({ x, y, width, height }: ShotClip): ShotClip {
  const left = Math.floor(x + 1e-3);
  const top = Math.floor(y + 1e-3);
  return {
    x: left,
    y: top,
    width: Math.ceil(x + width - 1e-3) - left,
    height: Math.ceil(y + height - 1e-3) - top,
  };
}
