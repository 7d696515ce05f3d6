/**
 * How dates are written for the person looking at the screen. Both fields left out mean the
 * browser's own locale and time zone (the app); stories pin them, since the test browser runs in UTC.
 */
export interface DateDisplay {
  locale?: string;
  timeZone?: string;
}

export type DateInput = string | number | Date;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/** The calendar day in the viewer's zone, e.g. 'Nov 20, 2026' (not the UTC day of the instant). */
export function formatDay(value: DateInput, display: DateDisplay = {}): string {
  return new Intl.DateTimeFormat(display.locale, { dateStyle: 'medium', timeZone: display.timeZone }).format(
    toDate(value),
  );
}

/** Day and time to the minute, e.g. 'Nov 20, 2026, 7:00 AM'. */
export function formatDayTime(value: DateInput, display: DateDisplay = {}): string {
  return new Intl.DateTimeFormat(display.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: display.timeZone,
  }).format(toDate(value));
}

/** Everything, for the tooltip: 'Friday, November 20, 2026 at 7:00:00 AM Eastern Standard Time'. */
export function formatFull(value: DateInput, display: DateDisplay = {}): string {
  return new Intl.DateTimeFormat(display.locale, {
    dateStyle: 'full',
    timeStyle: 'long',
    timeZone: display.timeZone,
  }).format(toDate(value));
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60 * 1000],
  ['month', 30 * 24 * 60 * 60 * 1000],
  ['week', 7 * 24 * 60 * 60 * 1000],
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];

/** '3 days ago', 'in 2 hours', 'now': the largest whole unit between the instant and `now`. */
export function formatRelative(value: DateInput, now: number, display: DateDisplay = {}): string {
  const elapsed = toDate(value).getTime() - now;
  const format = new Intl.RelativeTimeFormat(display.locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size) return format.format(Math.trunc(elapsed / size), unit);
  }
  return format.format(0, 'second');
}
