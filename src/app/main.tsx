import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders';
import { routes } from './routes';
import { resolveInitialRoutes } from './resolveInitialRoutes';
import { hydrationHolds } from '../lib/startup/hydrationHolds';
import { startClientHardening } from '../features/hardening/clientHardening';
import { buildConfig } from '../lib/buildConfig';
import { AppErrorBoundary } from './AppErrorBoundary';
import { reloadOnPreloadError } from './reloadOnPreloadError';

async function startMocksInDevelopment() {
  // Only the dev server mocks the external services; production builds call the real ones. The
  // mode flag is read literally here (not through buildConfig) because only a literal lets the
  // bundler drop this branch, and with it MSW's chunk, from production builds.
  if (!import.meta.env.DEV || !buildConfig.useMockWorker) return;
  const { startMockWorker } = await import('../mocks/browser');
  await startMockWorker();
}

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
  let hydrating = hasPrerenderedHtmlFor(window.location.pathname);
  try {
    await resolveInitialRoutes(routes, window.location.pathname);
  } catch (error) {
    // The page's code did not load (a redeploy removed it, or the network failed): the app draws
    // the page itself instead of hydrating, so the route error screen can offer Reload.
    console.error('The code of this page could not be loaded.', error);
    hydrating = false;
  }
  // The route's modules are evaluated now and have named the parts they load on their own.
  if (hydrating) await hydrationHolds();
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </AppErrorBoundary>
    </StrictMode>
  );
  if (hydrating) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

// Production builds only (VITE_HARDENING overrides): refuses foreign frames, moves to HTTPS, and the rest of
// docs/behaviour.md#client-hardening.
const mayStart = startClientHardening();

reloadOnPreloadError();
void startMocksInDevelopment().finally(() => {
  if (!mayStart) return;
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to mount into.');
  void start(container);
});
