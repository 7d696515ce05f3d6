/** Types for visualReviewPage.mjs, a plain ESM script shared by the npm scripts and its unit test. */
export interface ImageSize {
  width: number;
  height: number;
}

/** One engine's shots of the story: its change, or its baseline unchanged (`new` the same file). */
export interface EngineView {
  baseline: string;
  new: string;
  diff: string | null;
  baselineSize: ImageSize;
  newSize: ImageSize;
  changed: boolean;
  /** The engine's baseline file, from the project's root. */
  path?: string;
  /** The command that accepts this engine's change; none where it did not change. */
  acceptCommand?: string | null;
}

export interface ReviewEntry {
  /** The change's key: the shot, with the engine after it unless Chromium. */
  shot: string;
  engine?: string;
  views?: Record<string, EngineView>;
  baseline: string;
  acceptCommand: string;
  hasDiff: boolean;
  baselineSize: ImageSize;
  newSize: ImageSize;
}

export function pngSize(bytes: Uint8Array): ImageSize;

export function reviewPage(entries: ReviewEntry[]): string;
