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
 * Nothing this app stores comes near this many characters (a full cart is under 2 000); a larger
 * value was written by something else and would cost start-up time to parse, so it is dropped.
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

export function readStored<T>(spec: StoredValueSpec<T>, storage = browserStorage()): T {
  let text: string | null;
  try {
    text = storage?.getItem(spec.key) ?? null;
  } catch (error) {
    console.warn(`Browser storage could not be read for "${spec.key}"; using defaults.`, error);
    return spec.fallback;
  }
  const { value, problems, discard } = parseStored(spec, text);
  if (problems.length > 0) console.warn(`Stored "${spec.key}": ${problems.join('; ')}`);
  if (discard) removeStored(spec.key, storage);
  else if (problems.length > 0) writeStored(spec, value, storage);
  return value;
}

/** Returns false when the value could not be kept (full quota, storage blocked or missing). */
export function writeStored<T>(spec: StoredValueSpec<T>, value: T, storage = browserStorage()): boolean {
  if (!storage) return false;
  try {
    storage.setItem(spec.key, JSON.stringify(value));
    return true;
  } catch (error) {
    console.warn(`Browser storage could not be written for "${spec.key}".`, error);
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
