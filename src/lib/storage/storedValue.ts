import { sameJson } from './sameJson';

/**
 * Browser storage that never takes the app down. Every read goes through a repair function
 * owned by the feature that stores the value: what cannot be parsed is dropped, what is partly
 * wrong is mended, and every problem is logged instead of thrown. Writes report whether they
 * were kept, so the UI can tell the visitor when something will not survive a reload.
 */
export interface Repaired<T> {
  value: T;
  /** One line per thing that was wrong; empty when the stored value was fine. */
  problems: string[];
}

export interface StoredValueSpec<T> {
  key: string;
  fallback: T;
  repair(raw: unknown): Repaired<T>;
}

/**
 * The one size limit, for reading and for writing. Nothing this app stores needs more (a full cart
 * is under 2 000 characters, every moderation reply at its field limit under 120 000): a larger
 * stored value was written by something else and would cost start-up time to parse, so it is
 * dropped on read, and a write that would pass it is refused before it happens, so what the app
 * writes it can always read back.
 */
export const MAX_STORED_CHARS = 200_000;

export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Some privacy modes throw on the mere access.
    return null;
  }
}

/** Parses and repairs one stored text; `null` text means nothing is stored. */
export function parseStored<T>(spec: StoredValueSpec<T>, text: string | null): Repaired<T> & { discard: boolean } {
  if (text === null) return { value: spec.fallback, problems: [], discard: false };
  if (text.length > MAX_STORED_CHARS) {
    return {
      value: spec.fallback,
      problems: [`it holds ${text.length} characters, over the ${MAX_STORED_CHARS} limit, and was discarded`],
      discard: true,
    };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { value: spec.fallback, problems: ['it is not valid JSON and was reset'], discard: true };
  }
  try {
    return { ...spec.repair(raw), discard: false };
  } catch (error) {
    // A repair function meeting a shape it never imagined (deep nesting, getters that throw)
    // must not stop the app from starting.
    return {
      value: spec.fallback,
      problems: [`it could not be repaired (${String(error)}) and was reset`],
      discard: true,
    };
  }
}

/**
 * The stored value, repaired, with what was wrong with it; a repaired value is saved at once and
 * one beyond repair removed, so the problem is reported once.
 */
export function inspectStored<T>(spec: StoredValueSpec<T>, storage = browserStorage()): Repaired<T> {
  let text: string | null;
  try {
    text = storage?.getItem(spec.key) ?? null;
  } catch (error) {
    console.warn(`Browser storage could not be read for "${spec.key}"; using defaults.`, error);
    return { value: spec.fallback, problems: [] };
  }
  const { value, problems, discard } = parseStored(spec, text);
  if (problems.length > 0) console.warn(`Stored "${spec.key}": ${problems.join('; ')}`);
  // Repaired down to nothing: nothing is stored (a fallback of null may not be a value the spec reads).
  if (discard || (problems.length > 0 && sameJson(value, spec.fallback))) removeStored(spec.key, storage);
  else if (problems.length > 0) writeStored(spec, value, storage);
  return { value, problems };
}

export function readStored<T>(spec: StoredValueSpec<T>, storage = browserStorage()): T {
  return inspectStored(spec, storage).value;
}

/**
 * Why `value` could not be read back as it is (over the size limit, or changed by the spec's own
 * repair), or null when it can: the writer holds itself to the reader's rules.
 */
export function unreadableReason<T>(spec: StoredValueSpec<T>, text: string): string | null {
  if (text.length > MAX_STORED_CHARS)
    return `it would hold ${text.length} characters, over the ${MAX_STORED_CHARS} limit`;
  const { value, problems, discard } = parseStored(spec, text);
  if (discard || problems.length > 0) return `it would not read back (${problems.join('; ')})`;
  if (!sameJson(value, JSON.parse(text))) return 'it would read back changed';
  return null;
}

/**
 * Returns false when the value could not be kept: refused before writing when it could not be read
 * back (too large, or not what the spec reads), or by the browser (full quota, storage blocked or
 * missing).
 */
export function writeStored<T>(spec: StoredValueSpec<T>, value: T, storage = browserStorage()): boolean {
  if (!storage) return false;
  const text = JSON.stringify(value) ?? 'null';
  const unreadable = unreadableReason(spec, text);
  if (unreadable) {
    console.warn(`Not written to "${spec.key}": ${unreadable}.`);
    return false;
  }
  try {
    storage.setItem(spec.key, text);
    return true;
  } catch (error) {
    console.warn(`Browser storage could not be written for "${spec.key}".`, error);
    return false;
  }
}

/** Whether storage holds anything under `key` (false where storage cannot be read). */
export function isStored(key: string, storage = browserStorage()): boolean {
  try {
    return (storage?.getItem(key) ?? null) !== null;
  } catch {
    return false;
  }
}

export function removeStored(key: string, storage = browserStorage()): boolean {
  try {
    storage?.removeItem(key);
    return storage !== null;
  } catch (error) {
    console.warn(`Browser storage could not be cleared for "${key}".`, error);
    return false;
  }
}

/**
 * Follows writes that another tab makes to this value (the `storage` event never fires in the tab
 * that wrote). The listener gets the repaired value; a cleared key gives the fallback.
 */
export function subscribeStored<T>(spec: StoredValueSpec<T>, listener: (value: T) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== spec.key) return;
    const { value, problems } = parseStored(spec, event.key === null ? null : event.newValue);
    if (problems.length > 0) console.warn(`Stored "${spec.key}" from another tab: ${problems.join('; ')}`);
    listener(value);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
