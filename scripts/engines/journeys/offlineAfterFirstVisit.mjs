/**
 * Offline after the first visit (docs/behaviour.md#offline-and-updates): on an origin of its own,
 * where the app may register its service worker, the shop is visited once and the worker left to
 * take the tab; then the network is cut for that origin (the proxy drops every request but its
 * page probe's, as a lost signal does) and every route of the route table opens with its heading
 * and title, shop and both staff roles, each group from a full load; a reload shows the page, not
 * the browser's error.
 */
import { openStarted } from '../appSteps.mjs';
import { navigateInApp, storeCart, storeStaffSession } from '../../../e2e/inAppMoves.mjs';
import { clearStoredState } from '../inPage.mjs';
import { until, untilPage } from '../waitFor.mjs';
import { untilRouteShown } from './routeSweep.mjs';

// The worker precaches the whole build (about 3 MB) after the page is idle.
const WORKER_TAKES_THE_TAB_MS = 60_000;

/** Whether a service worker controls the page. */
const workerControls = () => Boolean(navigator.serviceWorker?.controller);

export async function offlineAfterFirstVisit(session, offlineProxy, routes) {
  const at = (path) => `${offlineProxy.origin}${path}`;
  await openStarted(session, at('/'));
  await until(session, 'the service worker to control the page', workerControls, [], {
    timeout: WORKER_TAKES_THE_TAB_MS,
  });
  offlineProxy.setCut(true);
  try {
    for (const role of [undefined, 'csm', 'adm']) {
      await session.evaluate(clearStoredState);
      await session.evaluate(storeCart);
      if (role) await session.evaluate(storeStaffSession, role);
      await openStarted(session, at('/'));
      for (const route of routes.filter((candidate) => candidate.staff === role)) {
        await session.evaluate(navigateInApp, route.path);
        await untilRouteShown(session, route);
      }
    }
    await session.reload();
    await untilPage(session, 'the reloaded page with its heading, offline', (state) => state.started && state.h1);
  } finally {
    offlineProxy.setCut(false);
  }
}
