/**
 * The drawer's swipe-to-close gesture (docs/behaviour.md#security-dashboard): a quarter of the sheet's height, or a
 * flick faster than 0.4 px per ms.
 */
export const SHEET_CLOSE_THRESHOLD = 0.25;
export const SHEET_VELOCITY_THRESHOLD_PX_PER_MS = 0.4;

export interface SheetRelease {
  /** How far the sheet was dragged down, in px (negative: up). */
  distance: number;
  /** The sheet's height in px. */
  height: number;
  /** From the finger going down to it lifting. */
  durationMs: number;
}

/** Whether letting go of a downward drag closes the sheet rather than springing it back. */
export function shouldCloseOnRelease({ distance, height, durationMs }: SheetRelease): boolean {
  if (distance <= 0 || height <= 0) return false;
  if (distance / height >= SHEET_CLOSE_THRESHOLD) return true;
  return distance / Math.max(durationMs, 1) > SHEET_VELOCITY_THRESHOLD_PX_PER_MS;
}
