/** Steps every journey takes: open a page, wait for the running app, see a screen's heading. */
import { navigateInApp } from './inPage.mjs';
import { CheckFailure, untilPage } from './waitFor.mjs';

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

/** Opens `path` inside the running app and waits for its heading. */
export async function openInApp(session, path, h1, landsOn = path) {
  await session.evaluate(navigateInApp, path);
  return untilScreen(session, h1, landsOn);
}

/**
 * Loads `path` with the app's start-up chunk held back by the proxy, and resolves once the page
 * has painted and asked for it: a tap now lands before the app runs. Returns the release.
 */
export async function openWithAppHeldBack(session, proxy, path) {
  const held = proxy.holdStartUp();
  try {
    await session.goto(path);
    const asked = await new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), START_TIMEOUT_MS);
      void held.requested.then(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    if (!asked) throw new CheckFailure(`${path} to ask for the app's code`, 'no request for the start-up chunk');
    return held.release;
  } catch (error) {
    held.release();
    throw error;
  }
}

/** Waits until the app has started and replayed every tap it was holding (public/early-taps.js). */
export const untilTapsReplayed = (session) =>
  untilPage(
    session,
    'the app to start and replay the held taps',
    (state) => state.started && state.heldTaps === 0,
    START_TIMEOUT_MS,
  );
