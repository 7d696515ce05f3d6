import { describe, expect, it } from 'vitest';
import { launchCountdownTarget } from './launchCountdownTarget';

// Local dates, so the tests hold in any time zone.
const at = (...parts: [number, number, number, number?, number?, number?]) => new Date(...parts).getTime();

describe('launchCountdownTarget', () => {
  it('aims at 23:59:59 on the 28th of this month before the 28th', () => {
    expect(launchCountdownTarget(at(2026, 10, 21, 12))).toBe(at(2026, 10, 28, 23, 59, 59));
    expect(launchCountdownTarget(at(2026, 1, 1, 0))).toBe(at(2026, 1, 28, 23, 59, 59));
  });

  it('keeps this month all through the 28th', () => {
    expect(launchCountdownTarget(at(2026, 10, 28, 0))).toBe(at(2026, 10, 28, 23, 59, 59));
    expect(launchCountdownTarget(at(2026, 10, 28, 23, 59, 59))).toBe(at(2026, 10, 28, 23, 59, 59));
  });

  it('moves to next month once the 28th is over', () => {
    expect(launchCountdownTarget(at(2026, 10, 29, 0))).toBe(at(2026, 11, 28, 23, 59, 59));
    expect(launchCountdownTarget(at(2026, 10, 30, 18))).toBe(at(2026, 11, 28, 23, 59, 59));
  });

  it('rolls over into January after the 28th of December', () => {
    expect(launchCountdownTarget(at(2026, 11, 31, 12))).toBe(at(2027, 0, 28, 23, 59, 59));
  });

  it('handles short months: 29 February (leap year) aims at 28 March', () => {
    expect(launchCountdownTarget(at(2028, 1, 29, 12))).toBe(at(2028, 2, 28, 23, 59, 59));
  });
});
