import { startTransition, useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { isStored, readStored, subscribeStored, writeStored } from '../../../lib/storage/storedValue';
import { withStoredValueLock } from '../../../lib/storage/storedValueLock';
import { formatSatsAsBtc } from '../../../lib/formatPrice';
import { toaster } from '../../../ui/toaster';
import { findBundle } from '../bundles/bundles';
import { CartActionsContext, CartContext, type CartActions, type CartApi } from './CartContext';
import type { CartBundle } from './cartBundles';
import { rememberCart } from './cartInMemory';
import { cartItemData, cartItemNames } from './cartItemData';
import { cartTotals } from './cartPricing';
import { INVALID_QUANTITY_MESSAGE, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY, totalItems, type CartLine } from './cartRules';
import { cartReducer, cartTransition, type CartAction, type CartState } from './cartState';
import { storedCart } from './storedCart';
import { hasLostSaves, mergeSaves, newTabId, recentSaves, saveId, type CartSave } from './cartSaves';
import { isLeftSavesKey, leaveSaves, takeLeftSaves } from './cartLeftSaves';
import { useClock } from '../../../lib/runtime/useRuntime';
import { useHasStarted } from '../../../lib/startup/useHasStarted';

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

/** The saved cart with the changes not saved yet laid over it, as this tab shows it. */
const withPending = (pending: readonly CartAction[], base: CartState) =>
  pending.reduce((cart, action) => cartTransition(cart, action).state, base);

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
  const [seeded] = useState(() => initialLines !== undefined);
  const [state, dispatch] = useReducer(cartReducer, undefined, (): CartState => {
    const start = initialLines
      ? { lines: initialLines, bundles: initialBundles ?? [] }
      : restoreAfterStart
        ? { lines: [], bundles: [] }
        : readStored(storedCart);
    rememberCart(start);
    return start;
  });
  // What storage held when this tab last read or wrote it; once storage has refused the cart, what
  // this page keeps in memory instead.
  const saved = useRef(state);
  // Changes shown at once but not saved yet. Each is saved under the storage lock, applied to what
  // storage holds then, so changes made in two tabs at the same moment all count.
  const pending = useRef<CartAction[]>([]);
  const notKept = useRef(false);
  const [shownNotKept, setShownNotKept] = useState(false);
  const clock = useClock();
  // Names this tab's saves (cartSaves.ts), with a count. An identifier, not behaviour: it does not
  // draw from the runtime's seeded random source, whose sequence stories pin.
  const [tab] = useState(newTabId);
  const saveCount = useRef(0);
  const ownSaves = useRef<CartSave[]>([]);
  const show = useCallback((next: CartState) => {
    rememberCart(next);
    dispatch({ type: 'replace', state: next });
  }, []);
  // No cart in storage, though this tab saved one: the visitor cleared the site's data (a stale
  // write leaves a cart). What was cleared stays cleared: this tab's recent saves are neither made
  // again nor left for another tab.
  const forgetSavesIfCleared = useCallback(() => {
    if (!notKept.current && ownSaves.current.length > 0 && !isStored(storedCart.key)) ownSaves.current = [];
  }, []);
  // Saves the next pending change (or, with `withAction` false, only this tab's lost ones), merged
  // by operation with what storage holds then (cartSaves.ts). Called under the storage lock
  // (`save`), or unlocked as the page is left.
  const saveNow = useCallback(
    (withAction: boolean) => {
      const action = withAction ? pending.current.shift() : undefined;
      if (withAction && !action) return;
      forgetSavesIfCleared();
      const now = clock.now();
      const next = action ? { id: saveId(now, tab, (saveCount.current += 1)), action, at: now } : null;
      const stored = notKept.current ? saved.current : readStored(storedCart);
      const merged = mergeSaves(stored, notKept.current ? [] : ownSaves.current, next, now);
      if (next) ownSaves.current = [...recentSaves(ownSaves.current, now), next];
      // Another tab's change, saved first, may have left no room for this one (the line reached 10 there).
      for (const error of merged.refused) toaster.create({ type: 'error', title: error });
      saved.current = merged.value;
      if (merged.changed && !writeStored(storedCart, merged.value) && !notKept.current) {
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
      show(withPending(pending.current, saved.current));
    },
    [clock, tab, show, forgetSavesIfCleared],
  );
  const save = useCallback(
    (withAction: boolean) => withStoredValueLock(storedCart.key, () => saveNow(withAction)),
    [saveNow],
  );
  // Saves a closing tab left (cartLeftSaves.ts) become this tab's own: applied again where the stored
  // cart lacks them, and checked as its own are from then on. Not into a cart that storage no longer
  // holds: a stale write leaves a cart, so none means storage was cleared, and what was cleared
  // stays cleared.
  const adoptLeftSaves = useCallback(() => {
    const left = takeLeftSaves();
    if (notKept.current || left.length === 0 || !isStored(storedCart.key)) return;
    const known = new Set(ownSaves.current.map((own) => own.id));
    const adopted = left.filter((leftSave) => !known.has(leftSave.id));
    ownSaves.current = [...ownSaves.current, ...adopted].sort((a, b) => a.at - b.at);
    void save(false);
  }, [save]);

  useEffect(() => {
    // The lock is granted a task after a change shows: a tab closed in between would lose it. Left,
    // the page saves what is pending at once, unlocked. Another tab whose save this write overwrote
    // finds that save missing and makes it again (hasLostSaves); the queued saves find nothing to do.
    // A tab whose stale write overwrote this one's cannot be told by this tab, gone by then: it is
    // left this tab's recent saves to adopt.
    const saveBeforeLeaving = () => {
      while (pending.current.length > 0) saveNow(true);
      forgetSavesIfCleared();
      const recent = recentSaves(ownSaves.current, clock.now());
      if (!notKept.current && recent.length > 0) leaveSaves(tab, recent);
    };
    const onStorage = (event: StorageEvent) => {
      if (isLeftSavesKey(event.key) && event.newValue !== null) adoptLeftSaves();
    };
    window.addEventListener('pagehide', saveBeforeLeaving);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('pagehide', saveBeforeLeaving);
      window.removeEventListener('storage', onStorage);
    };
  }, [saveNow, forgetSavesIfCleared, adoptLeftSaves, clock, tab]);

  useEffect(() => {
    if (restoreAfterStart) {
      saved.current = readStored(storedCart);
      rememberCart(saved.current);
      // Interruptible, like the start-up it follows: the badge and cart buttons fill in slices.
      const restored = saved.current;
      startTransition(() => dispatch({ type: 'replace', state: restored }));
    } else if (seeded) {
      // A seeded cart (a story's) is saved at once, as every change is: the next change reads it.
      writeStored(storedCart, saved.current);
    }
    adoptLeftSaves();
    return subscribeStored(storedCart, (value) => {
      saved.current = value;
      show(withPending(pending.current, value));
      // Another tab's write, made on a cart that lacked this tab's latest changes: save them again.
      if (!notKept.current && hasLostSaves(value, ownSaves.current, clock.now())) void save(false);
    });
  }, [restoreAfterStart, seeded, clock, show, save, adoptLeftSaves]);

  const actions = useMemo<CartActions>(() => {
    const run = (action: CartAction, onDone: () => void): boolean => {
      // The freshest cart known: another tab may have saved since this one last looked.
      if (!notKept.current && pending.current.length === 0) saved.current = readStored(storedCart);
      const outcome = cartTransition(withPending(pending.current, saved.current), action);
      if (!outcome.ok) {
        toaster.create({ type: 'error', title: outcome.error });
        return false;
      }
      pending.current.push(action);
      show(outcome.state);
      void save(true);
      onDone();
      for (const id of outcome.droppedBundles) {
        toaster.create({ type: 'info', title: `Bundle discount removed: ${findBundle(id)?.name ?? id}` });
      }
      return true;
    };
    return {
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
      stepQuantity: (id, type, delta) => run({ type: 'step', id, lineType: type, delta }, () => undefined),
      rejectQuantity: () => {
        // What is allowed, not only that this was not. In the title: a toast is announced by its
        // title (its accessible name), so a description would go unheard by some readers.
        toaster.create({
          type: 'error',
          title: `${INVALID_QUANTITY_MESSAGE}: choose ${MIN_LINE_QUANTITY} to ${MAX_LINE_QUANTITY}`,
        });
      },
      remove: (id, type) =>
        run({ type: 'remove', id, lineType: type }, () =>
          // Named, so the shopper (and a screen reader) hears which line went.
          toaster.create({ type: 'info', title: 'Item removed from cart', description: nameOf(id, type) }),
        ),
      clear: () => run({ type: 'clear' }, () => toaster.create({ type: 'info', title: 'Cart cleared' })),
    };
  }, [show, save]);

  const api = useMemo<CartApi>(
    () => ({
      ...actions,
      lines: state.lines,
      bundles: state.bundles,
      totalItems: totalItems(state.lines),
      totals: cartTotals(state),
      itemNames: cartItemNames(state.lines),
      notKept: shownNotKept,
    }),
    [actions, state, shownNotKept],
  );

  return (
    <CartActionsContext value={actions}>
      <CartContext value={api}>{children}</CartContext>
    </CartActionsContext>
  );
}
