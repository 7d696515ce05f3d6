import { whenIdle } from '../../lib/scheduling/whenIdle';
import { offerUpdate } from './updateOffer';

/** How often the registration looks again for a page that has not loaded or started yet. */
const NOT_READY_RETRY_MS = 1_000;

/**
 * Registers the app's service worker once the page has loaded, the app runs (RootLayout's
 * `data-app-started`) and the main thread is idle: the first visit never waits for it, nor shares
 * the network with the precache before the page works (docs/behaviour.md#offline-and-updates).
 * The worker's side (Workbox's window library) is a chunk of its own, fetched only then. Called
 * by main.tsx in production builds only: the dev server and Storybook keep MSW's worker.
 */
export function registerAppWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator)) return;
  const attempt = () =>
    whenIdle(() => {
      if (document.readyState !== 'complete' || !('appStarted' in document.documentElement.dataset)) {
        setTimeout(attempt, NOT_READY_RETRY_MS);
        return;
      }
      import('./startAppWorker')
        .then(({ startAppWorker }) => startAppWorker(offerUpdate))
        .catch((error: unknown) => console.warn('The offline worker did not start.', error));
    });
  attempt();
}
