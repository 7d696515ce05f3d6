import { useCallback, useEffect, useRef, useState } from 'react';
import {
  browserStorage,
  parseStored,
  readStored,
  removeStored,
  subscribeStored,
  writeStored,
  type StoredValueSpec,
} from './storedValue';
import { withStoredValueLock } from './storedValueLock';
import { sameJson } from './sameJson';
import { useClock } from '../runtime/useRuntime';

/**
 * How long a tab checks that its own update is still in what storage holds. A tab's copy of
 * localStorage lags another tab's write by a moment, so even under the lock a tab can write over
 * a change made an instant earlier; that write reaches the first tab well within this time.
 */
export const OWN_UPDATES_CHECKED_MS = 3000;

/** What storage holds now; when it cannot be read, what this page last knew. */
function readLatest<T>(spec: StoredValueSpec<T>, known: T): T {
  const storage = browserStorage();
  if (!storage) return known;
  try {
    return parseStored(spec, storage.getItem(spec.key)).value;
  } catch {
    return known;
  }
}

export interface StoredState<T> {
  value: T;
  /** Writes `value` at once; false when it was not kept (the state follows either way, for this page's life). */
  set(value: T): boolean;
  /**
   * Read-modify-write: `change` is applied to what storage holds when no other tab is changing the
   * value (storedValueLock), so edits made in two tabs at the same moment all count. The state
   * shows the change at once; the promise says whether it was kept. `change` must set rather than
   * add (applying it twice gives what applying it once gives): when another tab's write, made on a
   * copy that lacked it, arrives within OWN_UPDATES_CHECKED_MS, it is applied again, once.
   */
  update(change: (latest: T) => T): Promise<boolean>;
  /** Removes the key and goes back to the fallback. */
  clear(): boolean;
}

/**
 * useState for a value kept in browser storage (see docs/architecture.md#state-and-persistence):
 * reads once, lazily, with the spec's repair; writes report whether they were kept, so the caller
 * can say so instead of claiming success; follows other tabs' writes (the `storage` event).
 */
export function useStoredState<T>(spec: StoredValueSpec<T>): StoredState<T> {
  const [value, setValue] = useState(() => readStored(spec));
  const latest = useRef(value);
  const clock = useClock();
  // This tab's kept updates of the last OWN_UPDATES_CHECKED_MS, each applied again at most once.
  const ownUpdates = useRef<{ change: (latest: T) => T; at: number }[]>([]);

  const show = useCallback((next: T) => {
    latest.current = next;
    setValue(next);
  }, []);

  useEffect(
    () =>
      subscribeStored(spec, (next) => {
        show(next);
        const now = clock.now();
        const recent = ownUpdates.current.filter((own) => now - own.at < OWN_UPDATES_CHECKED_MS);
        const lost = recent.filter((own) => !sameJson(own.change(next), next));
        ownUpdates.current = recent.filter((own) => !lost.includes(own));
        if (lost.length === 0) return;
        void withStoredValueLock(spec.key, () => {
          const merged = lost.reduce((current, own) => own.change(current), readLatest(spec, latest.current));
          writeStored(spec, merged);
          show(merged);
        });
      }),
    [spec, show, clock],
  );

  const set = useCallback(
    (next: T) => {
      const kept = writeStored(spec, next);
      show(next);
      return kept;
    },
    [spec, show],
  );

  const update = useCallback(
    (change: (latest: T) => T) => {
      show(change(readLatest(spec, latest.current)));
      return withStoredValueLock(spec.key, () => {
        const next = change(readLatest(spec, latest.current));
        const kept = writeStored(spec, next);
        show(next);
        const now = clock.now();
        if (kept)
          ownUpdates.current = [
            ...ownUpdates.current.filter((own) => now - own.at < OWN_UPDATES_CHECKED_MS),
            { change, at: now },
          ];
        return kept;
      });
    },
    [spec, show, clock],
  );

  const clear = useCallback(() => {
    const cleared = removeStored(spec.key);
    show(spec.fallback);
    return cleared;
  }, [spec, show]);

  return { value, set, update, clear };
}
