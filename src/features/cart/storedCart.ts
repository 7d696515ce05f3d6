import { readStored, type StoredValueSpec } from '../../lib/storage/storedValue';
import { cartItemData } from './cartItemData';
import { isValidQuantity, type CartLine } from './cartRules';

function describe(entry: unknown): string {
  return JSON.stringify(entry)?.slice(0, 60) ?? String(entry);
}

/**
 * DECISIONS.md: a stored cart with lines that are not valid (unknown id, wrong type, quantity
 * outside 1 to 10) keeps its valid lines and drops the rest; a repeated line keeps the first.
 */
export function repairCart(raw: unknown): { value: CartLine[]; problems: string[] } {
  if (!Array.isArray(raw)) return { value: [], problems: ['the stored cart is not a list'] };
  const value: CartLine[] = [];
  const problems: string[] = [];
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
  return { value, problems };
}

export const storedCart: StoredValueSpec<CartLine[]> = { key: 'cart', fallback: [], repair: repairCart };

/** For route loaders, which run before any component: is the saved cart empty (or unreadable)? */
export function storedCartIsEmpty(): boolean {
  return readStored(storedCart).length === 0;
}
