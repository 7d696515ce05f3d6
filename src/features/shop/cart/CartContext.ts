import { createContext, use } from 'react';
import type { CartLine, CartLineType } from './cartRules';
import type { CartBundle } from './cartBundles';
import type { CartTotals } from './cartPricing';
import type { Bundle } from '../bundles/bundles';

/**
 * What a control does to the cart. Made once per provider: a component that only adds or steps
 * (product, bundle and pack cards and pages) takes these alone and is not drawn again when the
 * cart changes, which keeps a tap on a slow phone to the few components that show the cart.
 */
export interface CartActions {
  /** Adds `quantity` of a product or pack; toasts 'Added to cart: {name}'. False when refused. */
  add(id: string, type: CartLineType, quantity: number): boolean;
  /** The catalogue's one-click add of one product; toasts '{product} added to cart' with its price. */
  quickAdd(productId: string): boolean;
  /** Adds each bundle item times `quantity`, all or nothing, and records the bundle for its discount. */
  addBundle(bundle: Pick<Bundle, 'id' | 'name' | 'products'>, quantity: number): boolean;
  setQuantity(id: string, type: CartLineType, quantity: number): boolean;
  /** '+' or '-' on a line: a change by `delta`, applied to what the line holds when it is saved. */
  stepQuantity(id: string, type: CartLineType, delta: number): boolean;
  /** Answers a quantity the visitor typed outside 1 to 10 with 'Invalid quantity' (docs/behaviour.md#cart). */
  rejectQuantity(): void;
  remove(id: string, type: CartLineType): boolean;
  clear(): boolean;
}

/** The cart as it stands, with its actions. */
export interface CartApi extends CartActions {
  lines: readonly CartLine[];
  /** The bundles added whole, which keep their price while their products are all in the cart. */
  bundles: readonly CartBundle[];
  totalItems: number;
  /** Subtotal, bundle discounts, shipping and total, in satoshis. */
  totals: CartTotals;
  itemNames: string[];
  /** True once storage refused to keep the cart: it lives in this page's memory only. */
  notKept: boolean;
}

export const CartContext = createContext<CartApi | null>(null);
export const CartActionsContext = createContext<CartActions | null>(null);

export function useCart(): CartApi {
  const cart = use(CartContext);
  if (!cart) throw new Error('useCart needs a CartProvider above it (AppProviders, or the Storybook preview).');
  return cart;
}

export function useCartActions(): CartActions {
  const actions = use(CartActionsContext);
  if (!actions)
    throw new Error('useCartActions needs a CartProvider above it (AppProviders, or the Storybook preview).');
  return actions;
}
