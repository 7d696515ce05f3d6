import { startTransition, StrictMode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../AppProviders';
import { routes } from '../routes';
import { resolveInitialRoutes } from './resolveInitialRoutes';
import { hydrationHolds } from '../../lib/startup/hydrationHolds';
import { nextTask } from '../../lib/scheduling/nextTask';
import { buildConfig } from '../../lib/buildConfig';
import { AppErrorBoundary } from '../AppErrorBoundary';
import { keyFreshHistoryEntry } from '../keyFreshHistoryEntry';
import { systemRandom } from '../../lib/runtime/random';
import { followNavigations } from './addressBeingOpened';
import { markStartup } from '../../lib/startup/startupMarks';
import { unlessReloading } from './reloadOnPreloadError';

async function startMocksInDevelopment() {
  // Only the dev server mocks the external services; production builds call the real ones. The
  // mode flag is read literally here (not through buildConfig) because only a literal lets the
  // bundler drop this branch, and with it MSW's chunk, from production builds.
  if (!import.meta.env.DEV || !buildConfig.useMockWorker) return;
  const { startMockWorker } = await import('../../mocks/browser');
  await startMockWorker();
}

/**
 * Renders the app into `container`: hydrates the pre-rendered HTML when `hydrating`, draws the
 * page from scratch otherwise.
 */
export async function startApp(container: HTMLElement, prerendered: boolean): Promise<void> {
  await startMocksInDevelopment();
  let hydrating = prerendered;
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
  markStartup('routes-resolved');
  // The route's modules were just evaluated, in one task: the router and hydration start in the
  // next, so the two do not add up to one long task (docs/architecture.md#pre-rendered-pages).
  await nextTask();
  // A visitor who scrolled the pre-rendered page before the app started stays where they are:
  // with hydration data, React Router treats the page as server-rendered and does not scroll it
  // to the top. Otherwise it restores a saved position (a reload) as usual.
  const scrolledBeforeStart = hydrating && window.scrollY > 0;
  // A typed address must not meet another page's saved position (docs/behaviour.md#scrolling).
  keyFreshHistoryEntry(window.history, systemRandom);
  const router = createBrowserRouter(routes, scrolledBeforeStart ? { hydrationData: {} } : undefined);
  // A page whose code fails to load after a tap is then loaded in full at its own address.
  followNavigations(router);
  // Loaded beside this module by main.tsx, and evaluated in a task of its own: React DOM is the
  // largest module of the start-up (docs/architecture.md#pre-rendered-pages).
  const reactDom = await unlessReloading(import('react-dom/client'));
  if (!reactDom) return;
  const { createRoot, hydrateRoot } = reactDom;
  const app = (
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders hydrating={hydrating} globalCssInPage={prerendered}>
          <RouterProvider router={router} />
        </AppProviders>
      </AppErrorBoundary>
    </StrictMode>
  );
  // Hydrating as a transition lets React pause between components to let the page answer input;
  // at default priority the shell's hydration is one long task (docs/architecture.md#pre-rendered-pages).
  markStartup('hydration-started');
  if (hydrating) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
