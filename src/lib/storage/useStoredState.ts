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

export type StoredUpdate<T> = T | ((latest: T) => T);

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

/**
 * useState for a value kept in browser storage (see docs/architecture.md):
 * - reads once, lazily, with the spec's repair;
 * - `set` writes at once and returns whether the value was kept, so the caller can say so
 *   instead of claiming success (the state follows either way, for this page's life);
 * - an updater function gets what storage holds now, so a write another tab made in between
 *   is built on rather than overwritten;
 * - follows other tabs' writes (the `storage` event) while mounted;
 * - `clear` removes the key and goes back to the fallback.
 */
export function useStoredState<T>(
  spec: StoredValueSpec<T>,
): [value: T, set: (update: StoredUpdate<T>) => boolean, clear: () => boolean] {
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

  const set = useCallback(
    (update: StoredUpdate<T>) => {
      const next =
        typeof update === 'function' ? (update as (latest: T) => T)(readLatest(spec, latest.current)) : update;
      const kept = writeStored(spec, next);
      latest.current = next;
      setValue(next);
      return kept;
    },
    [spec],
  );

  const clear = useCallback(() => {
    const cleared = removeStored(spec.key);
    latest.current = spec.fallback;
    setValue(spec.fallback);
    return cleared;
  }, [spec]);

  return [value, set, clear];
}
