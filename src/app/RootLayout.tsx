import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from './NavigationProgress';

/**
 * Marks the document once the app has rendered (hydrated or drawn): until then a click on
 * pre-rendered HTML has nothing to answer it, so journeys wait for `html[data-app-started]`.
 */
function useMarkAppStarted() {
  useEffect(() => {
    document.documentElement.dataset.appStarted = '';
  }, []);
}

export function RootLayout() {
  useMarkAppStarted();
  return (
    <>
      <NavigationProgress />
      {/* New navigations start at the top; Back and Forward return to where the visitor was. */}
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
