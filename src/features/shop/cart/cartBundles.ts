import { findBundle } from '../bundles/bundles';
import type { CartLine } from './cartRules';

/** A bundle the shopper added: its products are ordinary lines, this record keeps its price. */
export interface CartBundle {
  id: string;
  quantity: number;
}

/** How many of each product the recorded bundles need, by product id. */
export function bundleDemand(bundles: readonly CartBundle[]): Map<string, number> {
  const demand = new Map<string, number>();
  for (const record of bundles) {
    for (const item of findBundle(record.id)?.products ?? []) {
      demand.set(item.productId, (demand.get(item.productId) ?? 0) + item.quantity * record.quantity);
    }
  }
  return demand;
}

function productQuantity(lines: readonly CartLine[], productId: string): number {
  return lines.find((line) => line.type === 'product' && line.id === productId)?.quantity ?? 0;
}

/** The first product the lines hold fewer of than the bundles need, if any. */
function shortProduct(lines: readonly CartLine[], bundles: readonly CartBundle[]): string | undefined {
  for (const [productId, needed] of bundleDemand(bundles)) {
    if (productQuantity(lines, productId) < needed) return productId;
  }
  return undefined;
}

/** Adds `quantity` of a bundle to the records (one record per bundle id). */
export function recordBundle(bundles: readonly CartBundle[], id: string, quantity: number): CartBundle[] {
  const existing = bundles.find((record) => record.id === id);
  if (!existing) return [...bundles, { id, quantity }];
  return bundles.map((record) => (record.id === id ? { id, quantity: record.quantity + quantity } : record));
}

/**
 * Keeps only the bundles the lines still hold in full. When a line drops below what the bundles
 * need, one bundle at a time is taken off, starting with the most recently recorded one that uses
 * the short product, until the rest fit: as few bundles as needed lose their discount.
 * `dropped` lists the ids of bundles that lost at least one discount.
 */
export function keepHeldBundles(
  lines: readonly CartLine[],
  bundles: readonly CartBundle[],
): { bundles: CartBundle[]; dropped: string[] } {
  let kept = [...bundles];
  const dropped: string[] = [];
  for (let short = shortProduct(lines, kept); short !== undefined; short = shortProduct(lines, kept)) {
    const productId = short;
    const index = kept.findLastIndex((record) =>
      findBundle(record.id)?.products.some((item) => item.productId === productId),
    );
    // Unreachable (demand only comes from recorded bundles), but a loop must never spin.
    if (index < 0) break;
    const record = kept[index]!;
    if (!dropped.includes(record.id)) dropped.push(record.id);
    kept =
      record.quantity > 1
        ? kept.map((other, at) => (at === index ? { ...other, quantity: other.quantity - 1 } : other))
        : kept.filter((_, at) => at !== index);
  }
  return { bundles: kept, dropped };
}
