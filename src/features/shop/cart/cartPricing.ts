import { sumSats, type Sats } from '../../../lib/money/satoshis';
import { bundleCartDiscount } from '../bundles/bundlePricing';
import { findBundle } from '../bundles/bundles';
import { cartItemData } from './cartItemData';
import { SHIPPING_SATS } from './cartRules';
import type { CartState } from './cartState';

export interface BundleDiscount {
  bundleId: string;
  name: string;
  quantity: number;
  /** (the bundle's products' prices − the bundle price) × quantity. */
  amount: Sats;
}

export interface CartTotals {
  /** The lines at their own prices. */
  subtotal: Sats;
  discounts: BundleDiscount[];
  shipping: Sats;
  /** subtotal − discounts + shipping: the amount the payment page asks for. */
  total: Sats;
}

export function lineSats(line: { id: string; type: 'product' | 'pack'; quantity: number }): Sats {
  return (cartItemData(line.id, line.type)?.unitSats ?? 0) * line.quantity;
}

/** The cart summary, all in satoshis (docs/behaviour.md, "Bundles keep their price in the cart"). */
export function cartTotals(state: CartState): CartTotals {
  const subtotal = sumSats(state.lines.map(lineSats));
  const discounts = state.bundles.flatMap((record): BundleDiscount[] => {
    const bundle = findBundle(record.id);
    return bundle
      ? [
          {
            bundleId: bundle.id,
            name: bundle.name,
            quantity: record.quantity,
            amount: bundleCartDiscount(bundle) * record.quantity,
          },
        ]
      : [];
  });
  const total = subtotal - sumSats(discounts.map((discount) => discount.amount)) + SHIPPING_SATS;
  return { subtotal, discounts, shipping: SHIPPING_SATS, total };
}
