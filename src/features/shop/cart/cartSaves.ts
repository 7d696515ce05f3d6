/**
 * Changes merged by operation, on top of the storage lock. Browsers keep a copy of localStorage
 * per tab and bring it up to date a moment after another tab writes, so even under the lock a tab
 * can read a cart that lacks a change saved an instant earlier, and overwrite it. Every save
 * therefore records its id in the stored cart (`saves`, the last SAVE_IDS_KEPT_MS of them); a tab
 * that finds one of its own recent saves missing from what storage holds applies that change
 * again, so every change counts once.
 */
import { cartTransition, type CartAction, type CartState } from './cartState';
import type { CartError } from './cartRules';

/** The cart as stored: its lines and bundles, and the ids of its most recent saves. */
export interface StoredCartState extends CartState {
  saves?: string[];
}

export interface CartSave {
  id: string;
  action: CartAction;
  at: number;
}

/** How long a stored cart remembers a save's id. */
export const SAVE_IDS_KEPT_MS = 20_000;
/** How long a tab checks that its own save is still in storage: well inside SAVE_IDS_KEPT_MS. */
export const OWN_SAVES_CHECKED_MS = 10_000;

export const SAVE_ID_PATTERN = /^(\d+)-[a-z0-9]+-\d+$/;

export function saveId(at: number, tab: string, count: number): string {
  return `${Math.floor(at)}-${tab}-${count}`;
}

/** A name for this tab's saves that no other tab picks. */
export function newTabId(): string {
  const words = globalThis.crypto.getRandomValues(new Uint32Array(2));
  return Array.from(words, (word) => word.toString(36)).join('');
}

const savedAt = (id: string) => Number(SAVE_ID_PATTERN.exec(id)?.[1] ?? 0);

/** This tab's saves still worth checking at `now`. */
export function recentSaves(own: readonly CartSave[], now: number): CartSave[] {
  return own.filter((save) => now - save.at < OWN_SAVES_CHECKED_MS);
}

/** Whether some of this tab's recent saves are missing from `stored`. */
export function hasLostSaves(stored: StoredCartState, own: readonly CartSave[], now: number): boolean {
  const kept = new Set(stored.saves ?? []);
  return recentSaves(own, now).some((save) => !kept.has(save.id));
}

/**
 * What to store: `stored` with this tab's lost saves applied again (oldest first) and `next`, if
 * any, applied last, with their ids recorded. A change that no longer fits (another tab's change
 * filled the line) is left out and reported.
 */
export function mergeSaves(
  stored: StoredCartState,
  own: readonly CartSave[],
  next: CartSave | null,
  now: number,
): { value: StoredCartState; refused: CartError[]; changed: boolean } {
  const kept = new Set(stored.saves ?? []);
  const toApply = [...recentSaves(own, now).filter((save) => !kept.has(save.id)), ...(next ? [next] : [])];
  let state: CartState = { lines: stored.lines, bundles: stored.bundles };
  const refused: CartError[] = [];
  for (const save of toApply) {
    const outcome = cartTransition(state, save.action);
    if (outcome.ok) state = outcome.state;
    else refused.push(outcome.error);
  }
  // A refused change is recorded too: it has been dealt with, and must not be tried again.
  const handled = toApply.map((save) => save.id);
  const saves = [...(stored.saves ?? []), ...handled].filter((id) => now - savedAt(id) < SAVE_IDS_KEPT_MS);
  return { value: { ...state, saves }, refused, changed: handled.length > 0 };
}
