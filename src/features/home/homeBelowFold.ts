import { holdHydrationUntil } from '../../lib/startup/hydrationHolds';

type BelowFoldModule = typeof import('./HomeBelowFold');

/**
 * Marks the promise with the fields React's use() reads (status, value, reason), so a render
 * after it settled reads the value without suspending.
 */
function readableOnceSettled<T>(promise: Promise<T>): Promise<T> {
  const fields = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  fields.status = 'pending';
  promise.then(
    (value) => {
      fields.status = 'fulfilled';
      fields.value = value;
    },
    (reason: unknown) => {
      fields.status = 'rejected';
      fields.reason = reason;
    },
  );
  return promise;
}

/**
 * The home page's sections below the hero, in their own chunk (kept out of the first load's
 * budget), requested as soon as the home page's code runs. A hydrating page waits for it, while
 * the pre-rendered HTML shows them; a page drawn on the client shows the hero first.
 */
export const homeBelowFold = holdHydrationUntil(readableOnceSettled<BelowFoldModule>(import('./HomeBelowFold')));
