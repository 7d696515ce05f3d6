import { describe, expect, it } from 'vitest';
import { countdownParts } from './countdownParts';

describe('countdownParts', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');

  it('splits the time left into days, hours, minutes and seconds', () => {
    const target = Date.parse('2026-11-28T23:59:59Z');
    expect(countdownParts(target, now)).toEqual({ days: 7, hours: 11, minutes: 59, seconds: 59, done: false });
  });

  it('drops partial seconds rather than rounding up', () => {
    expect(countdownParts(now + 1999, now)).toMatchObject({ seconds: 1, done: false });
  });

  it('clamps at zero once the target has passed', () => {
    expect(countdownParts(now - 5000, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
    expect(countdownParts(now, now).done).toBe(true);
  });
});
