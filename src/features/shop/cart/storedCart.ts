import { readStored, type StoredValueSpec } from '../../../lib/storage/storedValue';
import { findBundle } from '../bundles/bundles';
import { keepHeldBundles, type CartBundle } from './cartBundles';
import { cartItemData } from './cartItemData';
import { isValidQuantity, type CartLine } from './cartRules';
import { emptyCart } from './cartState';
import { SAVE_ID_PATTERN, type StoredCartState } from './cartSaves';

function describe(entry: unknown): string {
  return JSON.stringify(entry)?.slice(0, 60) ?? String(entry);
}

/**
 * A stored cart with lines that are not valid (unknown id, wrong type, quantity outside 1 to 10)
 * keeps its valid lines and drops the rest; a repeated line keeps the first.
 */
function repairLines(raw: unknown, problems: string[]): CartLine[] {
  if (!Array.isArray(raw)) {
    problems.push('the stored cart lines are not a list');
    return [];
  }
  const value: CartLine[] = [];
  for (const entry of raw as unknown[]) {
    const line = entry as Partial<CartLine> | null;
    const type = line?.type ?? 'product';
    if (
      !line ||
      typeof line !== 'object' ||
      typeof line.id !== 'string' ||
      (type !== 'product' && type !== 'pack') ||
      typeof line.quantity !== 'number' ||
      !isValidQuantity(line.quantity) ||
      !cartItemData(line.id, type)
    ) {
      problems.push(`dropped invalid line ${describe(entry)}`);
    } else if (value.some((kept) => kept.id === line.id && kept.type === type)) {
      problems.push(`dropped repeated line ${describe(entry)}`);
    } else {
      value.push({ id: line.id, type, quantity: line.quantity });
    }
  }
  return value;
}

/** Bundle records: known id, whole quantity 1 to 10, once each, and held in full by the lines. */
function repairBundles(raw: unknown, lines: readonly CartLine[], problems: string[]): CartBundle[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    problems.push('the stored bundles are not a list');
    return [];
  }
  const value: CartBundle[] = [];
  for (const entry of raw as unknown[]) {
    const record = entry as Partial<CartBundle> | null;
    if (
      !record ||
      typeof record !== 'object' ||
      typeof record.id !== 'string' ||
      !findBundle(record.id) ||
      typeof record.quantity !== 'number' ||
      !isValidQuantity(record.quantity) ||
      value.some((kept) => kept.id === record.id)
    ) {
      problems.push(`dropped invalid bundle ${describe(entry)}`);
    } else {
      value.push({ id: record.id, quantity: record.quantity });
    }
  }
  const held = keepHeldBundles(lines, value);
  for (const id of held.dropped) problems.push(`dropped bundle ${id}: its products are not all in the cart`);
  return held.bundles;
}

/** The ids of recent saves (cartSaves.ts); a list that is not one is dropped, the cart kept. */
function repairSaves(raw: unknown, problems: string[]): { saves?: string[] } {
  if (raw === undefined) return {};
  if (Array.isArray(raw) && raw.length <= 1000 && raw.every((id) => typeof id === 'string' && SAVE_ID_PATTERN.test(id)))
    return { saves: raw as string[] };
  problems.push('dropped the list of recent saves');
  return {};
}

/**
 * Reads `{ lines, bundles, saves }`, and the older format, a plain list of lines (carts stored
 * before bundles kept their price), as a cart without bundle records.
 */
export function repairCart(raw: unknown): { value: StoredCartState; problems: string[] } {
  const problems: string[] = [];
  if (Array.isArray(raw)) return { value: { lines: repairLines(raw, problems), bundles: [] }, problems };
  if (!raw || typeof raw !== 'object') return { value: emptyCart, problems: ['the stored cart is not a cart'] };
  const stored = raw as { lines?: unknown; bundles?: unknown; saves?: unknown };
  const lines = repairLines(stored.lines, problems);
  return {
    value: { lines, bundles: repairBundles(stored.bundles, lines, problems), ...repairSaves(stored.saves, problems) },
    problems,
  };
}

export const storedCart: StoredValueSpec<StoredCartState> = { key: 'cart', fallback: emptyCart, repair: repairCart };

/** The saved cart, for the rare reader that runs before the cart provider (a route loader). */
export function readStoredCart(): StoredCartState {
  return readStored(storedCart);
}
