import type { Random } from '../lib/runtime/random';

interface EntryHistory {
  readonly state: unknown;
  replaceState(data: unknown, unused: string): void;
}

function keyOf(state: unknown): unknown {
  return typeof state === 'object' && state !== null ? (state as { key?: unknown }).key : undefined;
}

/**
 * Gives the history entry the page opened on a key of its own, unless it has one (a reload, or
 * Back into this document keeps the entry's state).
 *
 * React Router files scroll positions by the entry's key, and an entry it did not make (a typed
 * address, a link from another site, a new tab) has none, so it reads as 'default'. Every such
 * entry of a tab then shared one saved position: after scrolling /privacy-policy to 1265 px and
 * typing /how-it-works, the new page was scrolled to 1265 px once the app started. With its own
 * key a fresh entry has no saved position and opens at the top (or its #hash), while a reload and
 * Back still find the position the visitor left (docs/behaviour.md#scrolling).
 */
export function keyFreshHistoryEntry(history: EntryHistory, random: Random): void {
  if (typeof keyOf(history.state) === 'string') return;
  const key = random.next().toString(36).slice(2, 10);
  const state = typeof history.state === 'object' && history.state !== null ? history.state : {};
  history.replaceState({ ...state, key }, '');
}
