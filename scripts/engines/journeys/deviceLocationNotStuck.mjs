/**
 * The csm device panel's location line must not say 'Detecting...' for as long as the engine's
 * geolocation prompt stays unanswered (Firefox and WebKit ask; headless Chromium refuses at
 * once). Its position request times out after 5 s (src/features/customer-service/
 * useApproximateLocation.ts); by 6 s the line has to say something else, such as that it waits
 * for permission (DECISIONS 2026-11-27: what an engine asks for gets a clear state).
 */
import { CheckFailure, until } from '../waitFor.mjs';

const SETTLED_AFTER_MS = 6000;

/** The text under 'Approximate location' in the device panel, or null. */
function locationLine() {
  const label = [...document.querySelectorAll('p')].find((element) => element.textContent === 'Approximate location');
  return label?.nextElementSibling?.textContent ?? null;
}

/** `dashboardShownAt`: when the staff journey saw the dashboard (performance.now()), or null. */
export async function deviceLocationNotStuck(session, dashboardShownAt) {
  if (dashboardShownAt === null) throw new CheckFailure('the csm dashboard (the staff journey)', 'it did not open');
  // Waits on the line itself, until the deadline (and half a second for the poll), not for a time.
  const deadline = dashboardShownAt + SETTLED_AFTER_MS + 500;
  await until(
    session,
    `the location line to say more than 'Detecting...' ${SETTLED_AFTER_MS / 1000} s after the dashboard opened`,
    locationLine,
    [],
    {
      accept: (line) => line !== null && !line.startsWith('Detecting'),
      timeout: Math.max(500, deadline - performance.now()),
    },
  );
}
