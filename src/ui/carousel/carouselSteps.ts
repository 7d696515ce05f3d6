/** A horizontal move of more than this many pixels is a swipe; less is a tap. */
export const SWIPE_DELTA_PX = 10;

/** A move by one slide: forward or back. */
export type CarouselStep = 1 | -1;

/** The slide `step` places from `index`, wrapping at both ends; 0 when there are no slides. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** The move an arrow key asks for, or null for any other key. */
export function stepForKey(key: string): CarouselStep | null {
  if (key === 'ArrowRight') return 1;
  if (key === 'ArrowLeft') return -1;
  return null;
}

/**
 * The move a swipe from `startX` to `endX` asks for: dragging the slide left brings the next one,
 * as on a phone's photo roll. A move of SWIPE_DELTA_PX or less is a tap and moves nothing.
 */
export function stepForSwipe(startX: number, endX: number): CarouselStep | null {
  const delta = endX - startX;
  if (Math.abs(delta) <= SWIPE_DELTA_PX) return null;
  return delta < 0 ? 1 : -1;
}
