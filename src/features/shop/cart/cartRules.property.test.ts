/**
 * The cart reducer against a simple model: a map from line (type:id) to quantity. Every accepted
 * operation must leave the lines equal to the model's, every refused one must change nothing
 * (the very same state), and the bundle discount must never exceed what the lines justify.
 *
 * Mutants this test was checked against (each made it fail, then was reverted):
 * - removeLine returning [] (a remove that empties the cart);
 * - addLines capping a line at 10 instead of refusing the add;
 * - addLines setting the line to the added quantity (ignoring what was there) or adding 1;
 * - keepHeldBundles keeping every bundle (a discount the lines no longer justify).
 */
import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { bundleCartDiscount } from '../bundles/bundlePricing';
import { bundles, findBundle } from '../bundles/bundles';
import { bundleDemand } from './cartBundles';
import { cartTotals } from './cartPricing';
import { MAX_LINE_QUANTITY, type CartLineType } from './cartRules';
import { cartReducer, cartTransition, emptyCart, type CartAction, type CartState } from './cartState';

const item = fc.oneof(
  fc.record({ id: fc.constantFrom('p01', 'p02', 'p03', 'p04', 'p08'), lineType: fc.constant<CartLineType>('product') }),
  fc.record({ id: fc.constantFrom('single', 'six'), lineType: fc.constant<CartLineType>('pack') }),
);
const quantity = fc.oneof(fc.integer({ min: -2, max: 12 }), fc.double({ min: -2, max: 12, noNaN: false }));
// Small bundles over the same products, so bundles overlap, fill lines and break often.
const bundleId = fc.constantFrom('bundle01', 'bundle09', 'bundle11', 'bundle02');

const action: fc.Arbitrary<CartAction> = fc.oneof(
  fc.record({ type: fc.constant('add' as const), quantity }).chain((a) => item.map((i) => ({ ...a, ...i }))),
  fc.record({ type: fc.constant('setQuantity' as const), quantity }).chain((a) => item.map((i) => ({ ...a, ...i }))),
  fc
    .record({ type: fc.constant('step' as const), delta: fc.integer({ min: -3, max: 3 }) })
    .chain((a) => item.map((i) => ({ ...a, ...i }))),
  item.map((i) => ({ type: 'remove' as const, ...i })),
  fc.record({ type: fc.constant('addBundle' as const), bundleId, quantity: fc.integer({ min: 1, max: 3 }) }),
  fc.constant({ type: 'clear' as const }),
);

type Model = Map<string, number>;
const key = (id: string, lineType: string) => `${lineType}:${id}`;
const validQuantity = (q: number) => Number.isInteger(q) && q >= 1 && q <= MAX_LINE_QUANTITY;

/** The model's answer: the next map, or null when the operation must be refused. */
function expected(model: Model, op: CartAction): Model | null {
  const next = new Map(model);
  switch (op.type) {
    case 'add':
    case 'addBundle': {
      const additions =
        op.type === 'add'
          ? [{ k: key(op.id, op.lineType), q: op.quantity }]
          : findBundle(op.bundleId)!.products.map((p) => ({
              k: key(p.productId, 'product'),
              q: p.quantity * op.quantity,
            }));
      for (const { k, q } of additions) {
        if (!Number.isInteger(q) || q < 1) return null;
        const total = (next.get(k) ?? 0) + q;
        if (total > MAX_LINE_QUANTITY) return null;
        next.set(k, total);
      }
      return next;
    }
    case 'setQuantity':
      if (!validQuantity(op.quantity)) return null;
      if (next.has(key(op.id, op.lineType))) next.set(key(op.id, op.lineType), op.quantity);
      return next;
    case 'step': {
      const current = next.get(key(op.id, op.lineType));
      if (current === undefined) return next;
      if (!validQuantity(current + op.delta)) return null;
      next.set(key(op.id, op.lineType), current + op.delta);
      return next;
    }
    case 'remove':
      next.delete(key(op.id, op.lineType));
      return next;
    case 'clear':
      return new Map();
    case 'replace':
      return null;
  }
}

const asModel = (state: CartState): Model =>
  new Map(state.lines.map((line) => [key(line.id, line.type), line.quantity]));

function expectBundlesJustified(state: CartState) {
  const model = asModel(state);
  for (const [productId, needed] of bundleDemand(state.bundles)) {
    expect(model.get(key(productId, 'product')) ?? 0).toBeGreaterThanOrEqual(needed);
  }
  const totals = cartTotals(state);
  const discount = totals.discounts.reduce((sum, d) => sum + d.amount, 0);
  expect(discount).toBe(state.bundles.reduce((sum, b) => sum + bundleCartDiscount(findBundle(b.id)!) * b.quantity, 0));
  expect(discount).toBeLessThanOrEqual(totals.subtotal);
  expect(totals.total).toBe(totals.subtotal - discount + totals.shipping);
}

describe('cart reducer against a map model', () => {
  it('matches the model, refuses without change, and never discounts more than the lines justify', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (ops) => {
        let state = emptyCart;
        let model: Model = new Map();
        for (const op of ops) {
          const want = expected(model, op);
          const outcome = cartTransition(state, op);
          const next = cartReducer(state, op);
          expect(outcome.ok).toBe(want !== null);
          // Refused: the very same state object; accepted: the model's lines.
          expect(want === null ? next : asModel(next)).toEqual(want === null ? state : want);
          expect(want === null ? next === state : true).toBe(true);
          model = want ?? model;
          expect(new Set(next.lines.map((line) => key(line.id, line.type))).size).toBe(next.lines.length);
          expectBundlesJustified(next);
          state = next;
        }
      }),
      { numRuns: 400 },
    );
  }, 60_000);

  it('records every bundle it adds, and keeps them while nothing is taken away', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ bundleId, quantity: fc.integer({ min: 1, max: 2 }) }), { maxLength: 6 }),
        (adds) => {
          let state = emptyCart;
          let added = 0;
          for (const add of adds) {
            const outcome = cartTransition(state, { type: 'addBundle', ...add });
            if (outcome.ok) added += add.quantity;
            state = outcome.state;
          }
          expect(state.bundles.reduce((sum, b) => sum + b.quantity, 0)).toBe(added);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('uses real bundle ids only', () => {
    for (const id of ['bundle01', 'bundle09', 'bundle11', 'bundle02'])
      expect(bundles.some((b) => b.id === id)).toBe(true);
  });
});
