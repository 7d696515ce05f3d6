import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { readStored, writeStored } from '../../lib/storage/storedValue';
import { formatBtc } from '../../lib/formatPrice';
import { toaster } from '../../ui/toaster';
import { CartContext, type CartApi } from './CartContext';
import {
  INVALID_QUANTITY_MESSAGE,
  addLines,
  bundleAdditions,
  removeLine,
  setLineQuantity,
  totalItems,
  type CartChange,
  type CartLine,
} from './cartRules';
import { cartItemData, cartItemNames, cartSubtotal, cartTotal } from './cartItemData';
import { storedCart } from './storedCart';

export interface CartProviderProps {
  children: ReactNode;
  /** Start with these lines instead of the stored cart (stories seed a cart this way). */
  initialLines?: CartLine[];
}

/** Holds the cart, keeps it in localStorage under `cart`, and toasts every change (SPEC section 8). */
export function CartProvider({ children, initialLines }: CartProviderProps) {
  const [lines, setLines] = useState<CartLine[]>(() => initialLines ?? readStored(storedCart));

  useEffect(() => {
    writeStored(storedCart, lines);
  }, [lines]);

  const api = useMemo<CartApi>(() => {
    const commit = (change: CartChange, onDone: () => void): boolean => {
      if (!change.ok) {
        toaster.create({ type: 'error', title: change.error });
        return false;
      }
      setLines(change.lines);
      onDone();
      return true;
    };
    const nameOf = (id: string, type: CartLine['type']) => cartItemData(id, type)?.name ?? id;
    return {
      lines,
      totalItems: totalItems(lines),
      subtotal: cartSubtotal(lines),
      total: cartTotal(lines),
      itemNames: cartItemNames(lines),
      add: (id, type, quantity) =>
        commit(addLines(lines, [{ id, type, quantity }]), () =>
          toaster.create({
            type: 'success',
            title: `Added to cart: ${nameOf(id, type)}`,
            description: `Quantity: ${quantity}`,
          }),
        ),
      quickAdd: (productId) =>
        commit(addLines(lines, [{ id: productId, type: 'product', quantity: 1 }]), () =>
          toaster.create({
            type: 'success',
            title: `${nameOf(productId, 'product')} added to cart`,
            description: formatBtc(cartItemData(productId, 'product')?.btcPrice ?? 0),
          }),
        ),
      addBundle: (bundle, quantity) =>
        commit(addLines(lines, bundleAdditions(bundle.products, quantity)), () =>
          toaster.create({
            type: 'success',
            title: `Added to cart: ${bundle.name}`,
            description: `Quantity: ${quantity}`,
          }),
        ),
      setQuantity: (id, type, quantity) => commit(setLineQuantity(lines, id, type, quantity), () => undefined),
      rejectQuantity: () => {
        toaster.create({ type: 'error', title: INVALID_QUANTITY_MESSAGE });
      },
      remove: (id, type) => {
        setLines(removeLine(lines, id, type));
        toaster.create({ type: 'info', title: 'Item removed from cart' });
      },
      clear: () => {
        setLines([]);
        toaster.create({ type: 'info', title: 'Cart cleared' });
      },
    };
  }, [lines]);

  return <CartContext value={api}>{children}</CartContext>;
}
