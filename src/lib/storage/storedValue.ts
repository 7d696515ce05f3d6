/**
 * Browser storage that never takes the app down. Every read goes through a repair function
 * owned by the feature that stores the value: what cannot be parsed is dropped, what is partly
 * wrong is mended, and every problem is logged instead of thrown.
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

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Some privacy modes throw on the mere access.
    return null;
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
  if (text === null) return spec.fallback;

  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    console.warn(`Stored "${spec.key}" is not valid JSON; it was reset.`);
    removeStored(spec.key, storage);
    return spec.fallback;
  }

  const { value, problems } = spec.repair(raw);
  if (problems.length > 0) {
    console.warn(`Stored "${spec.key}" was repaired: ${problems.join('; ')}`);
    writeStored(spec, value, storage);
  }
  return value;
}

export function writeStored<T>(spec: StoredValueSpec<T>, value: T, storage = browserStorage()): void {
  try {
    storage?.setItem(spec.key, JSON.stringify(value));
  } catch (error) {
    // Full or blocked storage loses persistence, not the session.
    console.warn(`Browser storage could not be written for "${spec.key}".`, error);
  }
}

export function removeStored(key: string, storage = browserStorage()): void {
  try {
    storage?.removeItem(key);
  } catch (error) {
    console.warn(`Browser storage could not be cleared for "${key}".`, error);
  }
}
