// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../../lib/runtime/manualClock';
import { PRELOAD_RELOAD_KEY, reloadOnPreloadError, shouldReloadAfterPreloadError } from './reloadOnPreloadError';

function fakeWindow() {
  const target = new EventTarget() as EventTarget & {
    location: { reload: () => void; assign: (address: string) => void };
  };
  target.location = { reload: vi.fn<() => void>(), assign: vi.fn<(address: string) => void>() };
  return target;
}

function preloadError(target: EventTarget): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  target.dispatchEvent(event);
  return event;
}

/** A `pageshow` as the back-forward cache sends it. */
const shownFromCache = () => Object.assign(new Event('pageshow'), { persisted: true });

describe('shouldReloadAfterPreloadError', () => {
  it('reloads the first time and again only after the guard time', () => {
    expect(shouldReloadAfterPreloadError(null, 1000)).toBe(true);
    expect(shouldReloadAfterPreloadError(1000, 5000)).toBe(false);
    expect(shouldReloadAfterPreloadError(1000, 11_001)).toBe(true);
    expect(shouldReloadAfterPreloadError(Number.NaN, 1000)).toBe(true);
  });
});

describe('reloadOnPreloadError', () => {
  it('reloads once, then lets a repeated failure through to the error screen', () => {
    const clock = createManualClock(50_000);
    sessionStorage.clear();
    const page = fakeWindow();
    const stop = reloadOnPreloadError(page as unknown as Window, clock, sessionStorage);

    expect(preloadError(page).defaultPrevented).toBe(true);
    expect(page.location.reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(PRELOAD_RELOAD_KEY)).toBe('50000');
    // Another load of the same page failing before it goes is the same failure: no second reload.
    expect(preloadError(page).defaultPrevented).toBe(true);
    expect(page.location.reload).toHaveBeenCalledTimes(1);
    stop();

    // The reloaded page fails again at once: no second reload, no loop.
    clock.advance(2000);
    const reloaded = fakeWindow();
    const stopReloaded = reloadOnPreloadError(reloaded as unknown as Window, clock, sessionStorage);
    expect(preloadError(reloaded).defaultPrevented).toBe(false);
    expect(reloaded.location.reload).not.toHaveBeenCalled();

    // Much later (another deployment), it may reload again.
    clock.advance(60_000);
    expect(preloadError(reloaded).defaultPrevented).toBe(true);
    expect(reloaded.location.reload).toHaveBeenCalledTimes(1);
    stopReloaded();
  });

  it('never reloads when it cannot remember having reloaded', () => {
    const target = fakeWindow();
    const stop = reloadOnPreloadError(target as unknown as Window, createManualClock(0), null);
    expect(preloadError(target).defaultPrevented).toBe(false);
    expect(target.location.reload).not.toHaveBeenCalled();
    stop();
  });

  it('never reloads while the browser is offline, and does not use up its one reload', () => {
    const target = fakeWindow();
    sessionStorage.clear();
    let online = false;
    const stop = reloadOnPreloadError(target as unknown as Window, createManualClock(0), sessionStorage, () => online);
    expect(preloadError(target).defaultPrevented).toBe(false);
    expect(target.location.reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(PRELOAD_RELOAD_KEY)).toBeNull();
    online = true;
    expect(preloadError(target).defaultPrevented).toBe(true);
    expect(target.location.reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('lets a navigation that leaves the page go on: the loads it cancels are not a failure', () => {
    const target = fakeWindow();
    sessionStorage.clear();
    const stop = reloadOnPreloadError(target as unknown as Window, createManualClock(50_000), sessionStorage);

    target.dispatchEvent(new Event('beforeunload'));
    expect(preloadError(target).defaultPrevented).toBe(true);
    expect(target.location.reload).not.toHaveBeenCalled();
    expect(target.location.assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(PRELOAD_RELOAD_KEY)).toBeNull();

    // The navigation was called off (a download, a prompt declined): a failure is a failure again.
    target.dispatchEvent(new Event('pageshow'));
    preloadError(target);
    expect(target.location.reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('loads a page again when the back-forward cache shows it after its loads were dropped', () => {
    const target = fakeWindow();
    let online = true;
    const stop = reloadOnPreloadError(target as unknown as Window, createManualClock(0), sessionStorage, () => online);

    // Left with nothing dropped: the page shown again is whole.
    target.dispatchEvent(new Event('pagehide'));
    target.dispatchEvent(shownFromCache());
    expect(target.location.reload).not.toHaveBeenCalled();

    // Left while the app's code was loading: the page shown again never started, so it loads again.
    target.dispatchEvent(new Event('pagehide'));
    preloadError(target);
    target.dispatchEvent(shownFromCache());
    expect(target.location.reload).toHaveBeenCalledTimes(1);

    // Offline, a load would only show the browser's error page: the pre-rendered page stays
    // until the connection is back, then loads.
    target.dispatchEvent(new Event('pagehide'));
    preloadError(target);
    online = false;
    target.dispatchEvent(shownFromCache());
    expect(target.location.reload).toHaveBeenCalledTimes(1);
    online = true;
    target.dispatchEvent(new Event('online'));
    expect(target.location.reload).toHaveBeenCalledTimes(2);
    stop();
  });

  it('after a tap on a link, loads the address asked for in full instead of the page being left', () => {
    const target = fakeWindow();
    sessionStorage.clear();
    let pending: string | null = '/bundles?q=blue#top';
    const stop = reloadOnPreloadError(
      target as unknown as Window,
      createManualClock(0),
      sessionStorage,
      () => true,
      () => pending,
    );
    expect(preloadError(target).defaultPrevented).toBe(true);
    expect(target.location.assign).toHaveBeenCalledWith('/bundles?q=blue#top');
    expect(target.location.reload).not.toHaveBeenCalled();

    stop();

    // The full load failed too (the file is really gone): the error screen takes it, at that address.
    pending = null;
    const loaded = fakeWindow();
    const stopLoaded = reloadOnPreloadError(
      loaded as unknown as Window,
      createManualClock(0),
      sessionStorage,
      () => true,
      () => pending,
    );
    expect(preloadError(loaded).defaultPrevented).toBe(false);
    expect(loaded.location.assign).not.toHaveBeenCalled();
    expect(loaded.location.reload).not.toHaveBeenCalled();
    stopLoaded();
  });
});
