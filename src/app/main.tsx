import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders';
import { routes } from './routes';
import { startClientHardening } from '../features/hardening/clientHardening';
import { buildConfig } from '../lib/buildConfig';
import { AppErrorBoundary } from './AppErrorBoundary';
import { reloadOnPreloadError } from './reloadOnPreloadError';

async function startMocksInDevelopment() {
  // Only the dev server mocks the external services; production builds call the real ones and
  // this branch, with MSW, is dropped from the bundle.
  if (!buildConfig.development || !buildConfig.useMockWorker) return;
  const { startMockWorker } = await import('../mocks/browser');
  await startMockWorker();
}

// Production builds only (VITE_HARDENING overrides): refuses foreign frames, moves to HTTPS, and the rest of SPEC section 9.
const mayStart = startClientHardening();

reloadOnPreloadError();
const router = createBrowserRouter(routes);

void startMocksInDevelopment().finally(() => {
  if (!mayStart) return;
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to mount into.');
  createRoot(container).render(
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </AppErrorBoundary>
    </StrictMode>,
  );
});
