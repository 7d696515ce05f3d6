import { describe, expect, it } from 'vitest';
import { formatDay, formatDayTime, formatFull, formatRelative } from './dateDisplay';

const NEW_YORK = { locale: 'en-US', timeZone: 'America/New_York' };
const TOKYO = { locale: 'en-US', timeZone: 'Asia/Tokyo' };
// 02:30 UTC on the 21st is still the evening of the 20th in New York, and midday of the 21st in Tokyo.
const EARLY_UTC = '2026-11-21T02:30:00Z';

describe('back-office dates', () => {
  it('shows the calendar day of the viewer, not the UTC day', () => {
    expect(formatDay(EARLY_UTC, NEW_YORK)).toBe('Nov 20, 2026');
    expect(formatDay(EARLY_UTC, TOKYO)).toBe('Nov 21, 2026');
    expect(formatDay('2026-11-21T23:30:00Z', TOKYO)).toBe('Nov 22, 2026');
  });

  it('writes the time in the viewer zone and locale', () => {
    expect(formatDayTime(EARLY_UTC, NEW_YORK)).toBe('Nov 20, 2026, 9:30 PM');
    expect(formatDayTime(EARLY_UTC, { locale: 'de-DE', timeZone: 'Europe/Berlin' })).toBe('21.11.2026, 03:30');
  });

  it('spells out everything, zone included, for the tooltip', () => {
    expect(formatFull(EARLY_UTC, NEW_YORK)).toBe('Friday, November 20, 2026 at 9:30:00 PM EST');
  });

  it('accepts epoch milliseconds and Date objects as well as ISO strings', () => {
    const ms = Date.parse(EARLY_UTC);
    expect(formatDay(ms, NEW_YORK)).toBe('Nov 20, 2026');
    expect(formatDay(new Date(ms), NEW_YORK)).toBe('Nov 20, 2026');
  });

  it('says how long ago in the largest whole unit', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    const hour = 60 * 60 * 1000;
    expect(formatRelative(now - 3 * 24 * hour, now, NEW_YORK)).toBe('3 days ago');
    expect(formatRelative(now - 24 * hour, now, NEW_YORK)).toBe('yesterday');
    expect(formatRelative(now - 5 * hour - 59 * 60 * 1000, now, NEW_YORK)).toBe('5 hours ago');
    expect(formatRelative(now - 20 * 1000, now, NEW_YORK)).toBe('now');
    expect(formatRelative(now - 15 * 24 * hour, now, NEW_YORK)).toBe('2 weeks ago');
    expect(formatRelative(now - 400 * 24 * hour, now, NEW_YORK)).toBe('last year');
    expect(formatRelative(now + 2 * hour, now, NEW_YORK)).toBe('in 2 hours');
  });
});
