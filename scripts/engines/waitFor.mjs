/**
 * How the journeys wait: they poll the page for the state they need, ten times a second, rather
 * than sleep a fixed time (they sleep only to see that nothing more happens). A wait that runs
 * out fails its check with what was expected and what the page showed last.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { focusOn, insertText, pageState, watchClick, watchedClick, whatBlocksTap } from './inPage.mjs';

const POLL_MS = 100;
const DEFAULT_TIMEOUT_MS = 10_000;
// More Tab stops than the longest page has (the catalogue: nav, filters, nine cards, footer): a
// walk that never reaches its control fails instead of looping.
export const MAX_TAB_STOPS = 150;

/** A check's failure: what it expected and what it saw instead. */
export class CheckFailure extends Error {
  constructor(expected, seen) {
    super(`expected ${expected}`);
    this.expected = expected;
    this.seen = seen;
  }
}

const describe = (value) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Runs `probe(...args)` in the page until `accept` takes its answer, and returns that answer. An
 * error while the page changes (WebKit refuses scripts mid-navigation) counts as not yet.
 */
export async function until(
  session,
  expected,
  probe,
  args = [],
  { accept = Boolean, timeout = DEFAULT_TIMEOUT_MS } = {},
) {
  const deadline = performance.now() + timeout;
  let seen;
  for (;;) {
    try {
      seen = await session.evaluate(probe, ...args);
      if (accept(seen)) return seen;
    } catch (error) {
      seen = `(the page did not answer: ${error.name} ${error.message.split('\n')[0]})`;
    }
    if (performance.now() > deadline) throw new CheckFailure(expected, describe(seen));
    await delay(POLL_MS);
  }
}

/** Waits until the page's state (inPage.mjs pageState) satisfies `accept`. */
export const untilPage = (session, expected, accept, timeout = DEFAULT_TIMEOUT_MS) =>
  until(session, expected, pageState, [], { accept, timeout });

/**
 * Runs `act(element)` on the element `find(...args)` returns in the page, once there is one and
 * `act` reports it done (`{ done: true }`), and returns that report; else fails with the last
 * reason it gave.
 */
async function actOn(session, what, find, args, act) {
  const deadline = performance.now() + DEFAULT_TIMEOUT_MS;
  let problem = 'not on the page';
  for (;;) {
    try {
      const outcome = await session.withElement(find, args, act);
      if (outcome?.done) return outcome;
      problem = outcome?.why ?? problem;
    } catch (error) {
      problem = error.message.split('\n')[0];
    }
    if (performance.now() > deadline) {
      const state = await session.evaluate(pageState).catch(() => null);
      throw new CheckFailure(what, `${problem}; page: ${describe(state)}`);
    }
    await delay(POLL_MS);
  }
}

/**
 * Clicks, as the user would, the element `find(...args)` returns in the page, once there is one,
 * it holds still and nothing covers it (inPage.mjs whatBlocksTap). A click that lands elsewhere is
 * made again.
 */
export const tap = (session, what, find, ...args) =>
  actOn(session, `to tap ${what}`, find, args, async (element) => {
    const blocked = await session.evaluate(whatBlocksTap, element);
    if (blocked) return { why: blocked };
    await session.evaluate(watchClick, element);
    // No answer: the page has gone, the click followed a link.
    const outcome = () => session.evaluate(watchedClick).catch(() => ({ clicked: true }));
    try {
      await session.click(element);
    } catch (error) {
      // A driver may fail its own click when the page it clicked in goes mid-click (Firefox's
      // input.performActions, after a link that works without the app): the click was made.
      if ((await outcome()).clicked) return { done: true };
      throw error;
    }
    const { clicked, why } = await outcome();
    return { done: clicked, why };
  });

/**
 * A right click (`{ button: 'right' }`) or a double click (`{ count: 2 }`) on the element
 * `find(...args)` returns, once it holds still and nothing covers it, as `tap` waits.
 */
export const clickWith = (session, what, options, find, ...args) =>
  actOn(session, what, find, args, async (element) => {
    const blocked = await session.evaluate(whatBlocksTap, element);
    if (blocked) return { why: blocked };
    await session.click(element, options);
    return { done: true };
  });

/**
 * Presses Tab (Shift+Tab when `backwards`) until the element `find(...args)` returns has the
 * focus, as a keyboard user does, and fails unless it then shows a focus ring.
 */
export async function tabTo(session, what, { backwards = false } = {}, find, ...args) {
  const { focus } = await actOn(session, `Tab to reach ${what}`, find, args, async (element) => {
    for (let stop = 0; stop < MAX_TAB_STOPS; stop += 1) {
      await session.press('Tab', { shift: backwards });
      const now = await session.evaluate(focusOn, element);
      if (now.reached) return { done: true, focus: now };
    }
    return { why: `not reached in ${MAX_TAB_STOPS} stops` };
  });
  expectThat(focus.ringed, `${what} to show a focus ring once Tab reaches it`, focus);
}

/** Types `text` into the element `find(...args)` returns, in place of what it holds. */
export const typeInto = (session, what, text, find, ...args) =>
  actOn(session, `to type into ${what}`, find, args, async (element) => {
    await session.fill(element, text);
    return { done: true };
  });

/** Pastes `text` into the field `find(...args)` returns, in place of what it holds (inPage.mjs insertText). */
export const pasteInto = (session, what, text, find, ...args) =>
  actOn(session, `to paste into ${what}`, find, args, async (element) => {
    await session.evaluate(insertText, element, text);
    return { done: true };
  });

/** Chooses the option of value `value` in the native select `find(...args)` returns. */
export const choose = (session, what, value, find, ...args) =>
  actOn(session, `to choose ${value} in ${what}`, find, args, async (element) => {
    await session.select(element, value);
    return { done: true };
  });

/** Fails with `expected` and `seen` unless `ok`. */
export function expectThat(ok, expected, seen) {
  if (!ok) throw new CheckFailure(expected, describe(seen));
}
