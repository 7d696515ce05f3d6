/**
 * Runs a read-modify-write of one stored value while no other tab of this site runs one on the
 * same key (the Web Locks API), so two tabs changing it at the same moment both count: each reads
 * what the other wrote. Tasks of one tab run in the order they were asked for. Where Web Locks are
 * missing (an old browser, jsdom) the task runs at once, as it did before locks.
 */
export function withStoredValueLock<R>(key: string, task: () => R): Promise<R> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const runNow = () => {
    try {
      return Promise.resolve(task());
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
  if (!locks) return runNow();
  let ran = false;
  return locks
    .request(`stored-value:${key}`, () => {
      ran = true;
      return task();
    })
    .catch((error: unknown) => {
      // A page that may not take locks (an opaque origin) still saves, unlocked.
      if (!ran) return runNow();
      throw error;
    });
}
