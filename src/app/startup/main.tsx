// The faces come with the first paint, not with the app's code that loads after it.
import '../../ui/fontFaces';
import { startClientHardening } from '../../features/hardening/clientHardening';
import { afterNextPaint } from '../../lib/scheduling/afterNextPaint';
import { nextTask } from '../../lib/scheduling/nextTask';
import { reloadOnPreloadError, unlessReloading } from './reloadOnPreloadError';
import { showStartFailure } from './startFailureNotice';
import { isBrowserOnline } from '../../lib/network/useOnlineStatus';
import { markStartup } from '../../lib/startup/startupMarks';
import { registerAppWorkerWhenIdle } from '../appWorker/registerWhenIdle';

/**
 * True when #root holds HTML pre-rendered for this very address (scripts/prerender.ts). The 404
 * page's HTML is served for every unknown path, and /products/x may be served it too: the app
 * then draws its own page over it instead of hydrating markup that belongs to another route.
 */
function hasPrerenderedHtmlFor(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return document.documentElement.dataset.renderedPath === normalized;
}

async function start(container: HTMLElement) {
  const prerendered = hasPrerenderedHtmlFor(window.location.pathname);
  // A pre-rendered page is complete without the app: it paints first, then the app loads and
  // hydrates it (docs/architecture.md#pre-rendered-pages). Other pages need the app to show anything.
  if (prerendered) await afterNextPaint();
  markStartup('painted');
  // Both start loading now. The theme's system (Chakra's style engine and tokens, the costliest
  // thing to make) is part of the app, but as its own import it is made as soon as it arrives, one
  // stage per task, so no task is long enough to hold up a tap.
  const theme = unlessReloading(import('../../ui/theme/system')).then(async (module) => {
    if (!module) return false;
    await module.makeThemeSystem(nextTask);
    markStartup('theme-made');
    return true;
  });
  // Awaited only once the app's code is in: marked handled now, so that a failure meanwhile is not
  // also reported as an unhandled rejection; the await below still throws it to the notice.
  theme.catch(() => undefined);
  // React DOM is not a static import of the app: fetched beside it, it is evaluated in a task of
  // its own instead of adding to the app's. Its failure is startApp's to report: it imports it too.
  import('react-dom/client').catch(() => undefined);
  const app = await unlessReloading(import('./startApp'));
  if (!app) return;
  markStartup('app-code-loaded');
  if (!(await theme)) return;
  // Not in the task that made the system's last stage.
  await nextTask();
  await app.startApp(container, prerendered);
}

// Production builds only (VITE_HARDENING overrides): refuses foreign frames, moves to HTTPS, and the rest of
// docs/behaviour.md#client-hardening.
const mayStart = startClientHardening();

reloadOnPreloadError();
if (mayStart) {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to mount into.');
  // Never a blank page: when the app cannot start, the page says so (startFailureNotice.ts).
  start(container).catch((error: unknown) => {
    console.error('The app could not start:', error);
    showStartFailure(container, { online: isBrowserOnline(), reload: () => window.location.reload() });
  });
  // The service worker that keeps the shop working offline, in production builds only (read
  // literally, so other builds drop it): the dev server and Storybook keep MSW's worker. It waits
  // until the app runs and the page is idle (docs/behaviour.md#offline-and-updates).
  if (import.meta.env.PROD) registerAppWorkerWhenIdle();
}
