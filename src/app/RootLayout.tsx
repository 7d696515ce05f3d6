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

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop key={pathname} />
      <Outlet />
    </>
  );
}
