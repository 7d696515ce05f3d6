import { createContext, use } from 'react';
import type { CartLine, CartLineType } from './cartRules';
import type { BundleItem } from '../bundles/bundles';

export interface CartApi {
  lines: readonly CartLine[];
  totalItems: number;
  /** BTC. */
  subtotal: number;
  /** BTC, with shipping. */
  total: number;
  itemNames: string[];
  /** Adds `quantity` of a product or pack; toasts 'Added to cart: {name}'. False when refused. */
  add(id: string, type: CartLineType, quantity: number): boolean;
  /** The catalogue's one-click add of one product; toasts '{product} added to cart' with its price. */
  quickAdd(productId: string): boolean;
  /** Adds each bundle item times `quantity`, all or nothing. */
  addBundle(bundle: { name: string; products: readonly BundleItem[] }, quantity: number): boolean;
  setQuantity(id: string, type: CartLineType, quantity: number): boolean;
  /** Answers a quantity the visitor typed outside 1 to 10 with SPEC's 'Invalid quantity'. */
  rejectQuantity(): void;
  remove(id: string, type: CartLineType): void;
  clear(): void;
}

export const CartContext = createContext<CartApi | null>(null);

export function useCart(): CartApi {
  const cart = use(CartContext);
  if (!cart) throw new Error('useCart needs a CartProvider above it (AppProviders, or the Storybook preview).');
  return cart;
}
