/** A part of the screen, by its top and bottom edges in CSS pixels from the viewport's top. */
export interface Band {
  top: number;
  bottom: number;
}

export interface PhoneToastScreen {
  /** Where toasts may start: under the nav bar, or the top margin when a menu or dialog is open. */
  firstTop: number;
  viewportHeight: number;
  /** The height the toasts will take (the group's, or a two-line toast's for the first). */
  toastHeight: number;
  /** What no toast may cover: the page's heading, its price and main button, an open menu's items. */
  keepClear: Band[];
}

const GAP = 8;
const BOTTOM_MARGIN = 16;

/**
 * Where phone toasts start, from the viewport's top: the first of these whose band covers
 * nothing to keep clear: just under the nav bar (DECISIONS 2026-11-26), just below each part to
 * keep clear, top to bottom, or at the bottom of the screen. When none does, under the nav bar.
 */
export function phoneToastTop({ firstTop, viewportHeight, toastHeight, keepClear }: PhoneToastScreen): number {
  const below = keepClear.map((band) => band.bottom + GAP).toSorted((a, b) => a - b);
  const candidates = [firstTop, ...below, viewportHeight - toastHeight - BOTTOM_MARGIN];
  const fits = (top: number) =>
    top >= firstTop &&
    top + toastHeight <= viewportHeight &&
    keepClear.every((band) => band.bottom <= top || band.top >= top + toastHeight);
  return candidates.find(fits) ?? firstTop;
}
