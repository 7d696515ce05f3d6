/** What `whenIdle` needs of the window: its idle callback, where the browser has one. */
export interface IdleHost {
  requestIdleCallback?: (run: () => void, options: { timeout: number }) => unknown;
  setTimeout: (run: () => void, ms: number) => unknown;
}

/**
 * Runs `run` in an idle moment of the main thread, after `timeoutMs` at the latest. WebKit has no
 * `requestIdleCallback`: there `run` waits `fallbackMs`, then runs in a task of its own.
 */
export function whenIdle(
  run: () => void,
  { timeoutMs = 10_000, fallbackMs = 2_000, host = window as IdleHost } = {},
): void {
  if (typeof host.requestIdleCallback === 'function') host.requestIdleCallback(run, { timeout: timeoutMs });
  else host.setTimeout(run, fallbackMs);
}
