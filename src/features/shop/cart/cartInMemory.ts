import type { CartState } from './cartState';
import { readStoredCart } from './storedCart';

/**
 * The cart the shopper is using, for code that runs outside React (a route loader). It is the
 * provider's state, not storage: when storage is blocked or full the two differ, and a guard that
 * read storage would bounce the shopper between /cart and the payment page
 * (docs/behaviour.md, "A cart that cannot be saved").
 */
let current: CartState | null = null;

export function cartInMemory(): CartState {
  // Before the provider first renders (a loader on the first page load) the saved cart is all there is.
  current ??= readStoredCart();
  return current;
}

export function rememberCart(state: CartState): void {
  current = state;
}

export function cartInMemoryIsEmpty(): boolean {
  return cartInMemory().lines.length === 0;
}
