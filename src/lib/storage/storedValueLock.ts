const LOCK_PREFIX = 'stored-value:';

/** The Web Locks API, where the page has it (not in an old browser or jsdom). */
const lockManager = () => (typeof navigator === 'undefined' ? undefined : navigator.locks);

/**
 * Runs a read-modify-write of one stored value while no other tab of this site runs one on the
 * same key (the Web Locks API), so two tabs changing it at the same moment both count: each reads
 * what the other wrote. Tasks of one tab run in the order they were asked for. Where Web Locks are
 * missing (an old browser, jsdom) the task runs at once, as it did before locks.
 */
export function withStoredValueLock<R>(key: string, task: () => R): Promise<R> {
  const locks = lockManager();
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
    .request(`${LOCK_PREFIX}${key}`, () => {
      ran = true;
      return task();
    })
    .catch((error: unknown) => {
      // A page that may not take locks (an opaque origin) still saves, unlocked.
      if (!ran) return runNow();
      throw error;
    });
}

/**
 * Resolves once every task asked for so far, on any stored value, has run. A page about to clear
 * storage waits for it, so that no save asked for earlier lands after the clearing (the stories'
 * reset: the story before may have left a save queued).
 */
export async function storedValueTasksDone(): Promise<void> {
  const locks = lockManager();
  if (!locks) return;
  const { held = [], pending = [] } = await locks.query();
  const names = new Set([...held, ...pending].flatMap(({ name }) => (name?.startsWith(LOCK_PREFIX) ? [name] : [])));
  // A lock is granted in the order it was asked for: each request waits behind the tasks before it.
  await Promise.all([...names].map((name) => locks.request(name, () => undefined)));
}
