import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from './NavigationProgress';
import { useHasStarted } from '../lib/startup/useHasStarted';
import { replayEarlyTaps } from '../lib/startup/earlyTaps';

/**
 * Marks the document once the app has rendered (hydrated or drawn): until then a click on
 * pre-rendered HTML has nothing to answer it, so journeys wait for `html[data-app-started]`.
 */
export function useMarkAppStarted() {
  useEffect(() => {
    document.documentElement.dataset.appStarted = '';
  }, []);
}

/**
 * Once the app has started (hydrated, and the stored cart read), the taps held since the first
 * paint are replayed, in order: each reaches its control as a click (public/early-taps.js).
 */
export function useReplayEarlyTaps() {
  const started = useHasStarted();
  useEffect(() => {
    if (started) replayEarlyTaps();
  }, [started]);
}

export function RootLayout() {
  useMarkAppStarted();
  useReplayEarlyTaps();
  return (
    <>
      <NavigationProgress />
      {/* New navigations start at the top; Back and Forward return to where the visitor was. */}
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
