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
   * shows the change at once; the promise says whether it was kept.
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

  useEffect(
    () =>
      subscribeStored(spec, (next) => {
        latest.current = next;
        setValue(next);
      }),
    [spec],
  );

  const show = useCallback((next: T) => {
    latest.current = next;
    setValue(next);
  }, []);

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
        return kept;
      });
    },
    [spec, show],
  );

  const clear = useCallback(() => {
    const cleared = removeStored(spec.key);
    show(spec.fallback);
    return cleared;
  }, [spec, show]);

  return { value, set, update, clear };
}
