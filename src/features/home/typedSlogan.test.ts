import { describe, expect, it } from 'vitest';
import { HOLD_BEATS, SLOGANS, typedSloganAt } from './typedSlogan';

const first = SLOGANS[0] ?? '';
const second = SLOGANS[1] ?? '';
const cycle = SLOGANS.reduce((sum, slogan) => sum + slogan.length + HOLD_BEATS, 0);

describe('typedSloganAt', () => {
  it('types the first slogan a character a beat, from nothing', () => {
    expect(typedSloganAt(0)).toEqual({ slogan: first, typed: '', beatsUntilChange: 1 });
    expect(typedSloganAt(3).typed).toBe(first.slice(0, 3));
    expect(typedSloganAt(first.length - 1).beatsUntilChange).toBe(1);
  });

  it('holds a whole slogan with one wait for the whole hold, not a beat at a time', () => {
    expect(typedSloganAt(first.length)).toEqual({ slogan: first, typed: first, beatsUntilChange: HOLD_BEATS });
    // A hold cut short (the hero was scrolled away) waits, once back, only for what is left of it.
    expect(typedSloganAt(first.length + 10).beatsUntilChange).toBe(HOLD_BEATS - 10);
    expect(typedSloganAt(first.length + HOLD_BEATS)).toEqual({ slogan: second, typed: '', beatsUntilChange: 1 });
  });

  it('starts again with the first slogan after the last, however long the hero has run', () => {
    expect(typedSloganAt(cycle)).toEqual(typedSloganAt(0));
    expect(typedSloganAt(cycle * 10_000 + 5)).toEqual(typedSloganAt(5));
  });

  it('reads a negative or fractional beat as the nearest whole one before it, never past the start', () => {
    expect(typedSloganAt(-3)).toEqual(typedSloganAt(0));
    expect(typedSloganAt(2.9)).toEqual(typedSloganAt(2));
  });
});
