import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

/** Mounted afresh for every path (see its key below), so each new page starts at the top. */
function ScrollToTop() {
  useEffect(() => {
    // Braces matter: scrollTo returns a promise in current Chromium, which an effect must not return.
    window.scrollTo(0, 0);
  }, []);
  return null;
}

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
  const { pathname } = useLocation();
  useMarkAppStarted();
  return (
    <>
      <ScrollToTop key={pathname} />
      <Outlet />
    </>
  );
}
