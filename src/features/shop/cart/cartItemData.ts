import { btcToSats, type Sats } from '../../../lib/money/satoshis';
import { findProduct } from '../catalogue/products';
import { findPack } from '../packs/packs';
import type { CartLine, CartLineType } from './cartRules';

export interface CartItemData {
  name: string;
  unitSats: Sats;
  /** Packs cost fractions of a product: their prices show 5 decimals, products 4. */
  decimals: 4 | 5;
}

/** The item data lookup: a line's name and price from the catalogue or the packs. */
export function cartItemData(id: string, type: CartLineType): CartItemData | undefined {
  if (type === 'pack') {
    const pack = findPack(id);
    return pack && { name: pack.name, unitSats: btcToSats(pack.priceBTC), decimals: 5 };
  }
  const product = findProduct(id);
  return product && { name: product.name, unitSats: btcToSats(product.btcPrice), decimals: 4 };
}

export function cartItemNames(lines: readonly CartLine[]): string[] {
  return lines.map((line) => cartItemData(line.id, line.type)?.name ?? line.id);
}
