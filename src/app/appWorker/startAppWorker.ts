import { Workbox } from 'workbox-window';
import { watchUnsavedInput } from '../../lib/forms/unsavedInput';
import type { UpdateOffer } from './updateOffer';

/** The worker the build generates (scripts/appWorker.ts), at the site's root so it serves every page. */
export const WORKER_URL = '/sw.js';

/**
 * A tab that stays open asks for a new version this often (when shown), and when it is shown
 * again after this long: its in-app navigations never reach the server, so the browser's own
 * check on each page load would not tell it.
 */
export const UPDATE_CHECK_INTERVAL_MS = 30 * 60_000;

/** How long 'Reload' waits for the new version to take over before it reloads anyway. */
export const TAKE_OVER_WAIT_MS = 5_000;

/**
 * Registers the app's service worker and offers its new versions (docs/behaviour.md#offline-and-updates).
 * Loaded in a chunk of its own once the page is idle (registerWhenIdle.ts), with Workbox's window
 * library: nothing here is part of a page's first load. A new version, once installed, waits;
 * `offerUpdate` (updateOffer.ts, passed in so this chunk shares no module with the app's) has the
 * shell show the notice, and only the visitor's 'Reload' lets it take over.
 */
export async function startAppWorker(offerUpdate: (offer: UpdateOffer) => void): Promise<void> {
  const unsavedInput = watchUnsavedInput(document);
  const workbox = new Workbox(WORKER_URL);
  let registration: ServiceWorkerRegistration | undefined;
  let reloading = false;

  const reload = () => {
    if (reloading || unsavedInput.holdsUnsavedInput()) return;
    reloading = true;
    // Another tab may already have let it take over: this tab then runs it at its next load.
    if (!registration?.waiting) {
      window.location.reload();
      return;
    }
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    window.setTimeout(() => window.location.reload(), TAKE_OVER_WAIT_MS);
    workbox.messageSkipWaiting();
  };

  // Offered once per waiting version, and only to a tab that a version already runs: the first
  // one installed takes its tab without asking (scripts/appWorker.ts).
  let offered: ServiceWorker | undefined;
  const offerIfWaiting = (worker: ServiceWorker | null | undefined) => {
    if (!worker || worker.state !== 'installed' || worker === offered || !navigator.serviceWorker.controller) return;
    offered = worker;
    offerUpdate({ reload, unsavedInput });
  };
  // Also sent for a version already waiting when this page loaded, and for one another tab found.
  workbox.addEventListener('waiting', (event) => offerIfWaiting(event.sw));

  // The page has loaded and is idle already.
  registration = await workbox.register({ immediate: true });
  // No registration: the browser refused it (a setting, a test that runs without the worker).
  if (!registration) return;
  // Workbox's window library misses a version that was still installing when this page
  // registered (the load itself made the browser look for one): it is offered once installed.
  const installing = registration.installing;
  installing?.addEventListener('statechange', () => offerIfWaiting(installing));

  let lastCheck = performance.now();
  const checkForUpdate = () => {
    if (document.visibilityState !== 'visible' || performance.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
    lastCheck = performance.now();
    // Offline the check fails: the next one tries again.
    workbox.update().catch(() => undefined);
  };
  document.addEventListener('visibilitychange', checkForUpdate);
  window.setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
}
