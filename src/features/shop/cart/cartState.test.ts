import { describe, expect, it } from 'vitest';
import { formatSats } from '../../../lib/formatPrice';
import { cartTotals } from './cartPricing';
import { MAX_QUANTITY_MESSAGE } from './cartRules';
import { cartTransition, emptyCart, type CartAction, type CartState } from './cartState';

function run(actions: CartAction[], from: CartState = emptyCart) {
  let state = from;
  const dropped: string[] = [];
  for (const action of actions) {
    const outcome = cartTransition(state, action);
    if (!outcome.ok) throw new Error(`${action.type} refused: ${outcome.error}`);
    dropped.push(...outcome.droppedBundles);
    state = outcome.state;
  }
  return { state, dropped };
}

describe('cart state', () => {
  it('adds a bundle as product lines and records it', () => {
    const { state } = run([{ type: 'addBundle', bundleId: 'bundle09', quantity: 2 }]);
    expect(state).toEqual({
      lines: [
        { id: 'p03', type: 'product', quantity: 2 },
        { id: 'p04', type: 'product', quantity: 4 },
        { id: 'p08', type: 'product', quantity: 4 },
      ],
      bundles: [{ id: 'bundle09', quantity: 2 }],
    });
  });

  it('charges a bundle its own price: Ultimate Collection costs in the cart what its page says', () => {
    const { state } = run([{ type: 'addBundle', bundleId: 'bundle12', quantity: 1 }]);
    const totals = cartTotals(state);
    expect(formatSats(totals.subtotal)).toBe('0.0311');
    expect(totals.discounts).toEqual([
      { bundleId: 'bundle12', name: 'Ultimate Collection', quantity: 1, amount: 930_000 },
    ]);
    expect(formatSats(totals.total)).toBe('0.0220');
  });

  it('adds more of a recorded bundle to the same record, and lines bought alone add no discount', () => {
    const { state } = run([
      { type: 'addBundle', bundleId: 'bundle01', quantity: 1 },
      { type: 'add', id: 'p01', lineType: 'product', quantity: 3 },
      { type: 'addBundle', bundleId: 'bundle01', quantity: 2 },
    ]);
    expect(state.bundles).toEqual([{ id: 'bundle01', quantity: 3 }]);
    expect(cartTotals(state).discounts[0]?.amount).toBe((380_000 + 280_000 - 590_000) * 3);
  });

  it('drops as few bundles as needed when a line falls below what they need', () => {
    const start = run([{ type: 'addBundle', bundleId: 'bundle01', quantity: 3 }]).state;
    // Blue 100 from 3 to 2: one Starter Pack loses its price, two keep it.
    const lowered = run([{ type: 'setQuantity', id: 'p01', lineType: 'product', quantity: 2 }], start);
    expect(lowered.state.bundles).toEqual([{ id: 'bundle01', quantity: 2 }]);
    expect(lowered.dropped).toEqual(['bundle01']);
    // Raising it again does not bring the discount back: the bundle was not bought again.
    const raised = run([{ type: 'setQuantity', id: 'p01', lineType: 'product', quantity: 3 }], lowered.state);
    expect(raised.state.bundles).toEqual([{ id: 'bundle01', quantity: 2 }]);
    expect(raised.dropped).toEqual([]);
  });

  it('drops the bundle that needs the removed line and keeps the other', () => {
    const start = run([
      { type: 'addBundle', bundleId: 'bundle01', quantity: 1 },
      { type: 'addBundle', bundleId: 'bundle09', quantity: 1 },
    ]).state;
    const { state, dropped } = run([{ type: 'remove', id: 'p01', lineType: 'product' }], start);
    expect(state.bundles).toEqual([{ id: 'bundle09', quantity: 1 }]);
    expect(dropped).toEqual(['bundle01']);
  });

  it('takes off the most recent of two bundles sharing a short product', () => {
    // Starter Pack and Weekend Retreat both hold Happy Face (p04): 1 + 2 = 3.
    const start = run([
      { type: 'addBundle', bundleId: 'bundle01', quantity: 1 },
      { type: 'addBundle', bundleId: 'bundle09', quantity: 1 },
    ]).state;
    const { state, dropped } = run([{ type: 'setQuantity', id: 'p04', lineType: 'product', quantity: 2 }], start);
    expect(state.bundles).toEqual([{ id: 'bundle01', quantity: 1 }]);
    expect(dropped).toEqual(['bundle09']);
  });

  it('refuses a bundle that would push a line past 10, changing nothing', () => {
    const start = run([{ type: 'add', id: 'p01', lineType: 'product', quantity: 10 }]).state;
    const outcome = cartTransition(start, { type: 'addBundle', bundleId: 'bundle01', quantity: 1 });
    expect(outcome).toEqual({ ok: false, error: MAX_QUANTITY_MESSAGE, state: start });
    expect(outcome.state).toBe(start);
  });

  it('clears lines and bundles, and follows another tab by replacing the state', () => {
    const start = run([{ type: 'addBundle', bundleId: 'bundle01', quantity: 1 }]).state;
    expect(run([{ type: 'clear' }], start).state).toEqual(emptyCart);
    const other: CartState = { lines: [{ id: 'six', type: 'pack', quantity: 1 }], bundles: [] };
    expect(run([{ type: 'replace', state: other }], start).state).toBe(other);
  });

  it('totals an empty cart at the flat shipping', () => {
    expect(cartTotals(emptyCart)).toEqual({ subtotal: 0, discounts: [], shipping: 20_000, total: 20_000 });
  });
});
