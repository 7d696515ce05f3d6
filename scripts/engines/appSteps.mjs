/** Steps every journey takes: open a page, wait for the running app, see a screen's heading. */
import { setTimeout as delay } from 'node:timers/promises';
import { navigateInApp } from '../../e2e/inAppMoves.mjs';
import { textShown } from './inPage.mjs';
import { CheckFailure, until, untilPage } from './waitFor.mjs';

// A full load on this 2-core machine under the rest of npm test can take several seconds.
const START_TIMEOUT_MS = 30_000;

/** Loads `path` and waits until the app runs on it (html[data-app-started]). */
export async function openStarted(session, path) {
  await session.goto(path);
  await untilPage(session, `the app to start on ${path}`, (state) => state.started, START_TIMEOUT_MS);
}

/** Reloads and waits until the app runs again. */
export async function reloadStarted(session) {
  const { path } = await untilPage(session, 'a page', (state) => state.path);
  await session.reload();
  await untilPage(session, `the app to start again on ${path}`, (state) => state.started, START_TIMEOUT_MS);
}

/** Waits until the page is `path` (when given) with the main heading `h1`. */
export function untilScreen(session, h1, path, timeout) {
  return untilPage(
    session,
    `${path ?? 'the page'} showing the heading "${h1}"`,
    (state) => state.h1 === h1 && (path === undefined || state.path === path),
    timeout,
  );
}

/** Waits until `text` shows on the page (as an element's whole text when `exact`). */
export const untilText = (session, text, { exact = false, timeout } = {}) =>
  until(session, `"${text}" on the screen`, textShown, [text, exact], { timeout });

/** Opens `path` inside the running app and waits for its heading. */
export async function openInApp(session, path, h1, landsOn = path) {
  await session.evaluate(navigateInApp, path);
  return untilScreen(session, h1, landsOn);
}

/**
 * Opens `path` inside the app the journey before left running (no full load to pay for), or
 * loads it when the app does not run.
 */
export async function openInAppOrLoad(session, path, h1) {
  const running = await session
    .evaluate(() => document.documentElement.hasAttribute('data-app-started'))
    .catch(() => false);
  if (running) await openInApp(session, path, h1);
  else await openStarted(session, path);
}

/**
 * Loads `path` with the app's start-up chunk held back by the proxy and, once the page has painted
 * and asked for it, runs `taps`: they land before the app runs. Then lets the chunk through and
 * waits until the app has started and replayed every tap it was holding (public/early-taps.js).
 */
export async function tapsBeforeStartUp(session, proxy, path, taps) {
  // Off the app first: a page the check before left starting (a pre-rendered heading shows
  // before its app runs) would ask for the held chunk itself, and the taps would not wait for
  // this page. Once, in a fresh clone's run, Firefox's scroll before start-up met a page with no
  // footer yet, the check before having left the catalogue starting.
  await session.goto('/favicon.svg');
  const held = proxy.holdStartUp();
  try {
    await session.goto(path);
    const asked = await Promise.race([held.requested.then(() => true), delay(START_TIMEOUT_MS, false)]);
    if (!asked) throw new CheckFailure(`${path} to ask for the app's code`, 'no request for the start-up chunk');
    await taps();
  } finally {
    held.release();
  }
  await untilPage(
    session,
    'the app to start and replay the held taps',
    (state) => state.started && state.heldTaps === 0,
    START_TIMEOUT_MS,
  );
}
