import { startTransition, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { readStored, subscribeStored, writeStored } from '../../lib/storage/storedValue';
import { formatSatsAsBtc } from '../../lib/formatPrice';
import { toaster } from '../../ui/toaster';
import { findBundle } from '../bundles/bundles';
import { CartContext, type CartApi } from './CartContext';
import type { CartBundle } from './cartBundles';
import { rememberCart } from './cartInMemory';
import { cartItemData, cartItemNames } from './cartItemData';
import { cartTotals } from './cartPricing';
import { INVALID_QUANTITY_MESSAGE, totalItems, type CartLine } from './cartRules';
import { cartReducer, cartTransition, type CartAction, type CartState } from './cartState';
import { storedCart } from './storedCart';
import { useHasStarted } from '../../lib/startup/useHasStarted';

export interface CartProviderProps {
  children: ReactNode;
  /** Start with these lines instead of the stored cart (stories seed a cart this way). */
  initialLines?: CartLine[];
  /** Bundle records to start with, beside `initialLines`. */
  initialBundles?: CartBundle[];
}

export const CART_NOT_KEPT_TITLE = 'Your cart will not be kept';
export const CART_NOT_KEPT_DESCRIPTION =
  'This browser is not letting the shop save your cart, so it is lost when you leave or reload. You can still check out now.';

const nameOf = (id: string, type: CartLine['type']) => cartItemData(id, type)?.name ?? id;

/**
 * Holds the cart (a reducer over cartState), keeps it in localStorage under `cart`, follows other
 * tabs' changes, and toasts every change (docs/behaviour.md#cart). When storage will not keep the cart,
 * the cart goes on in memory and the shopper is told once.
 */
export function CartProvider({ children, initialLines, initialBundles }: CartProviderProps) {
  const started = useHasStarted();
  // A pre-rendered page hydrates with the empty cart it was built with; the stored cart fills in
  // straight after (docs/architecture.md#pre-rendered-pages), in the space the cart button reserves.
  const [restoreAfterStart] = useState(() => !initialLines && !started);
  const [state, dispatch] = useReducer(cartReducer, undefined, (): CartState => {
    const start = initialLines
      ? { lines: initialLines, bundles: initialBundles ?? [] }
      : restoreAfterStart
        ? { lines: [], bundles: [] }
        : readStored(storedCart);
    rememberCart(start);
    return start;
  });
  // The state every queued action will meet: results (refused, bundles dropped) are known at once.
  const latest = useRef(state);
  // What storage held when this tab last read or wrote it; a different stored value means another
  // tab wrote in between, and this tab's change must build on that, not drop its lines.
  const synced = useRef<string | null>(null);
  const notKept = useRef(false);
  const [shownNotKept, setShownNotKept] = useState(false);

  useEffect(() => {
    if (restoreAfterStart) {
      latest.current = readStored(storedCart);
      rememberCart(latest.current);
      // Interruptible, like the start-up it follows: the badge and cart buttons fill in slices.
      const restored = latest.current;
      startTransition(() => dispatch({ type: 'replace', state: restored }));
    }
    // Save what the cart starts with (a repaired or seeded cart), as every change is saved.
    const start = latest.current;
    synced.current = JSON.stringify(writeStored(storedCart, start) ? start : readStored(storedCart));
    return subscribeStored(storedCart, (value) => {
      synced.current = JSON.stringify(value);
      latest.current = value;
      rememberCart(value);
      dispatch({ type: 'replace', state: value });
    });
  }, [restoreAfterStart]);

  const api = useMemo<CartApi>(() => {
    const run = (action: CartAction, onDone: () => void): boolean => {
      if (!notKept.current) {
        const stored = readStored(storedCart);
        const text = JSON.stringify(stored);
        if (synced.current !== null && text !== synced.current) {
          synced.current = text;
          latest.current = stored;
          dispatch({ type: 'replace', state: stored });
        }
      }
      const outcome = cartTransition(latest.current, action);
      if (!outcome.ok) {
        toaster.create({ type: 'error', title: outcome.error });
        return false;
      }
      latest.current = outcome.state;
      rememberCart(outcome.state);
      dispatch(action);
      if (writeStored(storedCart, outcome.state)) {
        synced.current = JSON.stringify(outcome.state);
      } else if (!notKept.current) {
        notKept.current = true;
        setShownNotKept(true);
        toaster.create({
          id: 'cart-not-kept',
          type: 'warning',
          title: CART_NOT_KEPT_TITLE,
          description: CART_NOT_KEPT_DESCRIPTION,
          duration: 10_000,
        });
      }
      onDone();
      for (const id of outcome.droppedBundles) {
        toaster.create({ type: 'info', title: `Bundle discount removed: ${findBundle(id)?.name ?? id}` });
      }
      return true;
    };
    return {
      lines: state.lines,
      bundles: state.bundles,
      totalItems: totalItems(state.lines),
      totals: cartTotals(state),
      itemNames: cartItemNames(state.lines),
      notKept: shownNotKept,
      add: (id, type, quantity) =>
        run({ type: 'add', id, lineType: type, quantity }, () =>
          toaster.create({
            type: 'success',
            title: `Added to cart: ${nameOf(id, type)}`,
            description: `Quantity: ${quantity}`,
          }),
        ),
      quickAdd: (productId) =>
        run({ type: 'add', id: productId, lineType: 'product', quantity: 1 }, () =>
          toaster.create({
            type: 'success',
            title: `${nameOf(productId, 'product')} added to cart`,
            description: formatSatsAsBtc(cartItemData(productId, 'product')?.unitSats ?? 0),
          }),
        ),
      addBundle: (bundle, quantity) =>
        run({ type: 'addBundle', bundleId: bundle.id, quantity }, () =>
          toaster.create({
            type: 'success',
            title: `Added to cart: ${bundle.name}`,
            description: `Quantity: ${quantity}`,
          }),
        ),
      setQuantity: (id, type, quantity) => run({ type: 'setQuantity', id, lineType: type, quantity }, () => undefined),
      rejectQuantity: () => {
        toaster.create({ type: 'error', title: INVALID_QUANTITY_MESSAGE });
      },
      remove: (id, type) =>
        run({ type: 'remove', id, lineType: type }, () =>
          toaster.create({ type: 'info', title: 'Item removed from cart' }),
        ),
      clear: () => run({ type: 'clear' }, () => toaster.create({ type: 'info', title: 'Cart cleared' })),
    };
  }, [state, shownNotKept]);

  return <CartContext value={api}>{children}</CartContext>;
}
