/**
 * How the journeys wait: they poll the page for the state they need, ten times a second, rather
 * than sleep a fixed time (they sleep only to see that nothing more happens). A wait that runs
 * out fails its check with what was expected and what the page showed last.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { pageState } from './inPage.mjs';

const POLL_MS = 100;
const DEFAULT_TIMEOUT_MS = 10_000;

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

/** Clicks, as the user would, the element `find(...args)` returns in the page, once there is one. */
export async function tap(session, what, find, ...args) {
  const deadline = performance.now() + DEFAULT_TIMEOUT_MS;
  let problem = 'not on the page';
  for (;;) {
    try {
      const { clicked, why } = await session.click(find, ...args);
      if (clicked) return;
      problem = why;
    } catch (error) {
      problem = error.message.split('\n')[0];
    }
    if (performance.now() > deadline) {
      const state = await session.evaluate(pageState).catch(() => null);
      throw new CheckFailure(`to tap ${what}`, `${problem}; page: ${describe(state)}`);
    }
    await delay(POLL_MS);
  }
}

/** Types `text` into the element `find(...args)` returns, once there is one. */
export async function typeInto(session, what, text, find, ...args) {
  const deadline = performance.now() + DEFAULT_TIMEOUT_MS;
  while (!(await session.type(find, args, text).catch(() => false))) {
    if (performance.now() > deadline) throw new CheckFailure(`to type into ${what}`, 'not on the page');
    await delay(POLL_MS);
  }
}

/** Fails with `expected` and `seen` unless `ok`. */
export function expectThat(ok, expected, seen) {
  if (!ok) throw new CheckFailure(expected, describe(seen));
}
