import { systemClock, type Clock } from '../../lib/runtime/clock';
import { isBrowserOnline } from '../../lib/network/useOnlineStatus';
import { addressBeingOpened } from './addressBeingOpened';

/** Where the time of the last automatic reload is kept, for this tab only. */
export const PRELOAD_RELOAD_KEY = 'preload-error-reload-at';
/** A second failure this soon after a reload is not a stale deployment: stop and show the error. */
export const RELOAD_GUARD_MS = 10_000;

export function shouldReloadAfterPreloadError(lastReloadAt: number | null, now: number): boolean {
  return (
    lastReloadAt === null ||
    !Number.isFinite(lastReloadAt) ||
    now - lastReloadAt > RELOAD_GUARD_MS ||
    now < lastReloadAt
  );
}

function readMarker(storage: Storage): number | null {
  try {
    const text = storage.getItem(PRELOAD_RELOAD_KEY);
    return text ? Number(text) : null;
  } catch {
    return null;
  }
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * A start-up import as it resolves: to undefined when its code did not arrive and
 * reloadOnPreloadError took the failure (Vite's preload helper then returns nothing). The page is
 * being loaded again, and start-up ends quietly. Only the type changes: the value is the import's.
 */
export const unlessReloading = <Module>(load: Promise<Module>): Promise<Module | undefined> => load;

/**
 * A page chunk that fails to load usually means a new deployment replaced the files this tab
 * was built against: loading the page in full once fetches the new ones. When the failure comes
 * from a tap on a link (a navigation under way), that full load is of the address the shopper
 * asked for, not of the page they were leaving: a tap is never silently undone. A second failure within
 * RELOAD_GUARD_MS is let through to the route error screen (which offers 'Reload'), so a file
 * that is really gone cannot make the tab reload for ever. Offline, a reload would only trade
 * the app for the browser's own error page: the failure goes to the route error screen, which
 * says the page needs a connection and retries when the browser is back online. A failure while
 * the page is being left is the browser dropping the loads of a page that is going: Firefox and
 * WebKit cancel them as soon as a tap on a link starts its navigation, before the app runs, and a
 * reload then would undo the tap. It is swallowed and the navigation goes on; if the browser
 * later shows that page again from its back-forward cache, the page is loaded again, at once or
 * when the browser is back online. See
 * docs/behaviour.md#errors.
 */
export function reloadOnPreloadError(
  target: Window = window,
  clock: Clock = systemClock,
  storage: Storage | null = sessionStorageOrNull(),
  isOnline: () => boolean = isBrowserOnline,
  pendingAddress: () => string | null = addressBeingOpened,
): () => void {
  // Set when a navigation starts to leave this page (beforeunload; pagehide where a browser has
  // none, as iOS Safari), cleared when the page is shown again (from the back-forward cache).
  let leaving = false;
  // Set when a load failed as the page was left: what it was for (start-up, a screen) ended quietly.
  let dropped = false;
  // Set when such a page is shown again: it must be loaded again, once the browser is online.
  let needsLoad = false;
  const onLeave = () => {
    leaving = true;
  };
  const loadIfOnline = () => {
    if (needsLoad && isOnline()) target.location.reload();
  };
  const onShow = (event: Event) => {
    leaving = false;
    // WebKit keeps such a page in its back-forward cache and shows it again on Back, with the app
    // that never started: a pre-rendered page whose buttons do nothing. Loading it again starts it;
    // offline, that would show the browser's error page, so the page waits for the connection.
    if (dropped && (event as PageTransitionEvent).persisted) needsLoad = true;
    dropped = false;
    loadIfOnline();
  };
  const onPreloadError = (event: Event) => {
    if (leaving) {
      event.preventDefault();
      dropped = true;
      return;
    }
    if (!isOnline()) return;
    // Without the marker a failure could reload for ever: no marker, no automatic reload.
    if (!storage) return;
    const now = clock.now();
    if (!shouldReloadAfterPreloadError(readMarker(storage), now)) return;
    try {
      storage.setItem(PRELOAD_RELOAD_KEY, String(now));
    } catch {
      return;
    }
    event.preventDefault();
    // The page is being loaded again: its other loads that fail before it goes (start-up imports
    // React DOM twice, from main.tsx and startApp.tsx) are the same failure, not a second one.
    leaving = true;
    const address = pendingAddress();
    if (address === null) target.location.reload();
    else target.location.assign(address);
  };
  const listeners: [string, (event: Event) => void][] = [
    ['vite:preloadError', onPreloadError],
    ['beforeunload', onLeave],
    ['pagehide', onLeave],
    ['pageshow', onShow],
    ['online', loadIfOnline],
  ];
  for (const [type, listener] of listeners) target.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of listeners) target.removeEventListener(type, listener);
  };
}
