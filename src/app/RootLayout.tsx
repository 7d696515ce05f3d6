import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from './NavigationProgress';
import { nextTask } from '../lib/scheduling/nextTask';
import { replayEarlyTaps } from '../lib/startup/earlyTaps';
import { UpdateNoticeSlot } from './appWorker/UpdateNoticeSlot';

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
 * Once the shell has hydrated, the taps held since the first paint are replayed, in order: each
 * reaches its control as a click (public/early-taps.js). In a task after the shell's commit, whose
 * effects read the stored cart first; not after the started flag, which waits for every slice and
 * the fill-in, about half a second more on a phone (src/app/startup/README.md, step 9).
 */
export function useReplayEarlyTaps() {
  useEffect(() => {
    void nextTask().then(replayEarlyTaps);
  }, []);
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
      {/* 'A new version is available', once the service worker has one waiting. */}
      <UpdateNoticeSlot />
    </>
  );
}
