import { describe, expect, it } from 'vitest';
import {
  INVALID_QUANTITY_MESSAGE,
  MAX_QUANTITY_MESSAGE,
  addLine,
  addLines,
  bundleAdditions,
  removeLine,
  setLineQuantity,
  stepLineQuantity,
  totalItems,
  type CartLine,
} from './cartRules';
import { cartItemNames } from './cartItemData';
import { findBundle } from '../bundles/bundles';

const lines = (change: ReturnType<typeof addLine>): CartLine[] => {
  if (!change.ok) throw new Error(change.error);
  return change.lines;
};

describe('cart rules', () => {
  it('adds a new line, then more of the same id and type, keeping products and packs apart', () => {
    let cart = lines(addLine([], 'p01', 'product', 2));
    cart = lines(addLine(cart, 'p01', 'product', 3));
    cart = lines(addLine(cart, 'single', 'pack', 1));
    expect(cart).toEqual([
      { id: 'p01', type: 'product', quantity: 5 },
      { id: 'single', type: 'pack', quantity: 1 },
    ]);
    expect(totalItems(cart)).toBe(6);
    expect(cartItemNames(cart)).toEqual(['Blue 100', 'Single Pill']);
  });

  it('refuses an add that would pass 10 and leaves the line alone', () => {
    const cart = lines(addLine([], 'p01', 'product', 10));
    expect(addLine(cart, 'p01', 'product', 1)).toEqual({ ok: false, error: MAX_QUANTITY_MESSAGE });
    expect(addLine([], 'p02', 'product', 11)).toEqual({ ok: false, error: MAX_QUANTITY_MESSAGE });
    expect(addLine([], 'p02', 'product', 0)).toEqual({ ok: false, error: INVALID_QUANTITY_MESSAGE });
  });

  it('refuses direct updates outside 1 to 10', () => {
    const cart = lines(addLine([], 'p01', 'product', 2));
    for (const bad of [0, -1, 11, 2.5, Number.NaN]) {
      expect(setLineQuantity(cart, 'p01', 'product', bad)).toEqual({ ok: false, error: INVALID_QUANTITY_MESSAGE });
    }
    expect(lines(setLineQuantity(cart, 'p01', 'product', 10))[0]?.quantity).toBe(10);
  });

  it('steps a line by a change, applied to what the line holds then, within 1 to 10', () => {
    const cart = lines(addLine([], 'p01', 'product', 9));
    expect(lines(stepLineQuantity(cart, 'p01', 'product', 1))[0]?.quantity).toBe(10);
    expect(lines(stepLineQuantity(cart, 'p01', 'product', -8))[0]?.quantity).toBe(1);
    expect(stepLineQuantity(cart, 'p01', 'product', 2)).toEqual({ ok: false, error: MAX_QUANTITY_MESSAGE });
    expect(stepLineQuantity(cart, 'p01', 'product', -9)).toEqual({ ok: false, error: INVALID_QUANTITY_MESSAGE });
    // A line another tab removed is not brought back by a late step.
    expect(lines(stepLineQuantity(cart, 'p02', 'product', 1))).toEqual(cart);
  });

  it('removes by id and type', () => {
    const cart = lines(
      addLines(
        [],
        [
          { id: 'p01', type: 'product', quantity: 1 },
          { id: 'six', type: 'pack', quantity: 1 },
        ],
      ),
    );
    expect(removeLine(cart, 'p01', 'product')).toEqual([{ id: 'six', type: 'pack', quantity: 1 }]);
  });

  it('adds each bundle item times the bundle quantity, all or nothing', () => {
    const cosmic = findBundle('bundle11')!;
    const cart = lines(addLines([], bundleAdditions(cosmic.products, 2)));
    expect(cart).toEqual([
      { id: 'p01', type: 'product', quantity: 4 },
      { id: 'p03', type: 'product', quantity: 4 },
      { id: 'p06', type: 'product', quantity: 4 },
      { id: 'p08', type: 'product', quantity: 2 },
    ]);
    const full = lines(addLine(cart, 'p08', 'product', 8));
    expect(addLines(full, bundleAdditions(cosmic.products, 1))).toEqual({ ok: false, error: MAX_QUANTITY_MESSAGE });
  });
});
