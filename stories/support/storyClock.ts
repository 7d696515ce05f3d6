import type { ManualClock } from '../../src/lib/runtime/manualClock';

/** The pinned clock the preview gave this story; play functions step it to run timers. */
export function storyClock(context: { loaded: Record<string, unknown> }): ManualClock {
  const runtime = context.loaded.runtime as { clock: ManualClock } | undefined;
  if (!runtime) throw new Error('This story has no pinned runtime: is the preview loader missing?');
  return runtime.clock;
}

/** Lets React commit pending renders and run their effects (it schedules both as tasks). */
async function settle(): Promise<void> {
  for (let i = 0; i < 2; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  }
}

/**
 * Steps the pinned clock. Effects that start timers are flushed first, so every timer the
 * screen has asked for is registered, and the renders the timers cause are flushed after.
 */
export async function advanceClock(context: { loaded: Record<string, unknown> }, ms: number): Promise<void> {
  await settle();
  storyClock(context).advance(ms);
  await settle();
}
