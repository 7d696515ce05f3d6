import type { UnsavedInputWatch } from '../../lib/forms/unsavedInput';

/** A new version of the shop, installed and waiting for this tab's visitor to choose it. */
export interface UpdateOffer {
  /**
   * Lets the waiting version take over and reloads the page once it has; does nothing while a
   * field holds unsaved input (the notice says so).
   */
  reload(): void;
  /** What a reload would lose on this page. */
  unsavedInput: UnsavedInputWatch;
}

let offer: UpdateOffer | null = null;
const listeners = new Set<() => void>();

/**
 * Where the service worker's side (startAppWorker.ts, loaded once the page is idle) tells the app
 * shell that a new version waits. It is here, in the shell's code, so the shell can show the
 * notice without loading the worker's code itself.
 */
export function offerUpdate(next: UpdateOffer | null): void {
  offer = next;
  for (const listener of listeners) listener();
}

export function currentUpdateOffer(): UpdateOffer | null {
  return offer;
}

export function subscribeToUpdateOffer(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}
