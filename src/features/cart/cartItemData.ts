import { findProduct } from '../catalogue/products';
import { findPack } from '../packs/packs';
import type { CartLine, CartLineType } from './cartRules';
import { SHIPPING_BTC } from './cartRules';

export interface CartItemData {
  name: string;
  /** BTC per unit. */
  btcPrice: number;
}

/** The item data lookup: a line's name and BTC price from the catalogue or the packs. */
export function cartItemData(id: string, type: CartLineType): CartItemData | undefined {
  if (type === 'pack') {
    const pack = findPack(id);
    return pack && { name: pack.name, btcPrice: pack.priceBTC };
  }
  const product = findProduct(id);
  return product && { name: product.name, btcPrice: product.btcPrice };
}

export function cartSubtotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + (cartItemData(line.id, line.type)?.btcPrice ?? 0) * line.quantity, 0);
}

/** SPEC section 9: subtotal plus a flat 0.0002 BTC shipping. */
export function cartTotal(lines: readonly CartLine[]): number {
  return cartSubtotal(lines) + SHIPPING_BTC;
}

export function cartItemNames(lines: readonly CartLine[]): string[] {
  return lines.map((line) => cartItemData(line.id, line.type)?.name ?? line.id);
}
