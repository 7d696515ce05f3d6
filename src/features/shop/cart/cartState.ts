/**
 * The cart as a pure reducer: its state (product and pack lines, plus the bundles added whole)
 * and every change the shopper or another tab can make. `cartTransition` also says why a change
 * was refused and which bundles lost their discount, so the provider can tell the shopper.
 */
import { findBundle } from '../bundles/bundles';
import { keepHeldBundles, recordBundle, type CartBundle } from './cartBundles';
import {
  INVALID_QUANTITY_MESSAGE,
  addLines,
  bundleAdditions,
  removeLine,
  setLineQuantity,
  stepLineQuantity,
  type CartError,
  type CartLine,
  type CartLineType,
} from './cartRules';

export interface CartState {
  lines: CartLine[];
  bundles: CartBundle[];
}

export const emptyCart: CartState = { lines: [], bundles: [] };

export type CartAction =
  | { type: 'add'; id: string; lineType: CartLineType; quantity: number }
  | { type: 'addBundle'; bundleId: string; quantity: number }
  | { type: 'setQuantity'; id: string; lineType: CartLineType; quantity: number }
  /** '+' or '-': a change by `delta`, so two tabs stepping at once both count. */
  | { type: 'step'; id: string; lineType: CartLineType; delta: number }
  | { type: 'remove'; id: string; lineType: CartLineType }
  | { type: 'clear' }
  /** Another tab saved the cart: follow it. */
  | { type: 'replace'; state: CartState };

export type CartOutcome =
  { ok: true; state: CartState; droppedBundles: string[] } | { ok: false; error: CartError; state: CartState };

/** New lines; bundles the lines no longer hold in full lose their discount. */
function withLines(state: CartState, lines: CartLine[]): CartOutcome {
  const { bundles, dropped } = keepHeldBundles(lines, state.bundles);
  return { ok: true, state: { lines, bundles }, droppedBundles: dropped };
}

export function cartTransition(state: CartState, action: CartAction): CartOutcome {
  switch (action.type) {
    case 'add': {
      const change = addLines(state.lines, [{ id: action.id, type: action.lineType, quantity: action.quantity }]);
      return change.ok ? withLines(state, change.lines) : { ...change, state };
    }
    case 'addBundle': {
      const bundle = findBundle(action.bundleId);
      if (!bundle) return { ok: false, error: INVALID_QUANTITY_MESSAGE, state };
      const change = addLines(state.lines, bundleAdditions(bundle.products, action.quantity));
      if (!change.ok) return { ...change, state };
      return {
        ok: true,
        state: { lines: change.lines, bundles: recordBundle(state.bundles, bundle.id, action.quantity) },
        droppedBundles: [],
      };
    }
    case 'setQuantity': {
      const change = setLineQuantity(state.lines, action.id, action.lineType, action.quantity);
      return change.ok ? withLines(state, change.lines) : { ...change, state };
    }
    case 'step': {
      const change = stepLineQuantity(state.lines, action.id, action.lineType, action.delta);
      return change.ok ? withLines(state, change.lines) : { ...change, state };
    }
    case 'remove':
      return withLines(state, removeLine(state.lines, action.id, action.lineType));
    case 'clear':
      return { ok: true, state: emptyCart, droppedBundles: [] };
    case 'replace':
      return { ok: true, state: action.state, droppedBundles: [] };
  }
}

/** For `useReducer`: a refused change leaves the state as it was (the same object). */
export function cartReducer(state: CartState, action: CartAction): CartState {
  return cartTransition(state, action).state;
}
