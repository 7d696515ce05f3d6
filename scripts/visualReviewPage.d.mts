/** Types for visualReviewPage.mjs, a plain ESM script shared by the npm scripts and its unit test. */
export interface ImageSize {
  width: number;
  height: number;
}

export interface ReviewEntry {
  shot: string;
  baseline: string;
  acceptCommand: string;
  hasDiff: boolean;
  baselineSize: ImageSize;
  newSize: ImageSize;
}

export function pngSize(bytes: Uint8Array): ImageSize;

export function reviewPage(entries: ReviewEntry[]): string;
