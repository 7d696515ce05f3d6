import { describe, expect, it } from 'vitest';
import { shouldCloseOnRelease } from './sheetSwipe';

describe('shouldCloseOnRelease', () => {
  it('closes once a slow drag passes a quarter of the height', () => {
    expect(shouldCloseOnRelease({ distance: 100, height: 400, durationMs: 2000 })).toBe(true);
    expect(shouldCloseOnRelease({ distance: 99, height: 400, durationMs: 2000 })).toBe(false);
  });

  it('closes a short drag that is faster than 0.4 px per ms', () => {
    expect(shouldCloseOnRelease({ distance: 41, height: 400, durationMs: 100 })).toBe(true);
    expect(shouldCloseOnRelease({ distance: 40, height: 400, durationMs: 100 })).toBe(false);
  });

  it('never closes on an upward drag, no drag, or an unmeasured sheet', () => {
    expect(shouldCloseOnRelease({ distance: -300, height: 400, durationMs: 50 })).toBe(false);
    expect(shouldCloseOnRelease({ distance: 0, height: 400, durationMs: 0 })).toBe(false);
    expect(shouldCloseOnRelease({ distance: 50, height: 0, durationMs: 10 })).toBe(false);
  });

  it('treats an instant release as one millisecond, not a division by zero', () => {
    expect(shouldCloseOnRelease({ distance: 1, height: 400, durationMs: 0 })).toBe(true);
  });
});
