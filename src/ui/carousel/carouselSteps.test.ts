import { describe, expect, it } from 'vitest';
import { SWIPE_DELTA_PX, stepForKey, stepForSwipe, wrapIndex } from './carouselSteps';

describe('wrapIndex', () => {
  it('moves forward and back within the slides', () => {
    expect(wrapIndex(1, 1, 4)).toBe(2);
    expect(wrapIndex(2, -1, 4)).toBe(1);
  });

  it('wraps past the last slide to the first and before the first to the last', () => {
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(0, -1, 4)).toBe(3);
  });

  it('brings an index left over from a longer list back within the slides', () => {
    expect(wrapIndex(9, 0, 4)).toBe(1);
  });

  it('stays on the only slide, and on 0 when there is none', () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 1)).toBe(0);
    expect(wrapIndex(3, 1, 0)).toBe(0);
  });
});

describe('stepForKey', () => {
  it('maps the left and right arrows to back and forward', () => {
    expect(stepForKey('ArrowRight')).toBe(1);
    expect(stepForKey('ArrowLeft')).toBe(-1);
  });

  it('ignores every other key, the vertical arrows included', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'Enter', ' ', 'Tab', 'a']) expect(stepForKey(key)).toBeNull();
  });
});

describe('stepForSwipe', () => {
  it('takes a drag to the left as next and a drag to the right as previous', () => {
    expect(stepForSwipe(300, 250)).toBe(1);
    expect(stepForSwipe(250, 300)).toBe(-1);
  });

  it('takes a move of the threshold or less as a tap', () => {
    expect(stepForSwipe(250, 250)).toBeNull();
    expect(stepForSwipe(250, 250 - SWIPE_DELTA_PX)).toBeNull();
    expect(stepForSwipe(250, 250 + SWIPE_DELTA_PX)).toBeNull();
    expect(stepForSwipe(250, 250 - SWIPE_DELTA_PX - 1)).toBe(1);
  });
});
