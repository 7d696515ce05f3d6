import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY_MESSAGE } from './cartRules';
import { hasLostSaves, mergeSaves, OWN_SAVES_CHECKED_MS, SAVE_IDS_KEPT_MS, saveId, type CartSave } from './cartSaves';

const plusOne = (at: number, count: number): CartSave => ({
  id: saveId(at, 'tab1', count),
  action: { type: 'step', id: 'p01', lineType: 'product', delta: 1 },
  at,
});
const cart = (quantity: number, saves: string[] = []) => ({
  lines: [{ id: 'p01', type: 'product' as const, quantity }],
  bundles: [],
  saves,
});

describe('changes merged by operation', () => {
  it('records each save, and applies again a save another tab overwrote', () => {
    const first = plusOne(1000, 1);
    const stored = mergeSaves(cart(1), [], first, 1000);
    expect(stored.value).toEqual(cart(2, [first.id]));
    // Another tab, reading the cart before that save reached it, wrote its own +1 over it.
    const theirs = cart(2, [saveId(1001, 'tab2', 1)]);
    expect(hasLostSaves(theirs, [first], 1002)).toBe(true);
    const repaired = mergeSaves(theirs, [first], null, 1002);
    expect(repaired.value.lines[0]?.quantity).toBe(3);
    expect(repaired.changed).toBe(true);
    expect(hasLostSaves(repaired.value, [first], 1003)).toBe(false);
    // Nothing lost: nothing applied twice.
    expect(mergeSaves(repaired.value, [first], null, 1003)).toEqual({
      value: repaired.value,
      refused: [],
      changed: false,
    });
  });

  it('reports a lost change that no longer fits, and does not try it again', () => {
    const lost = plusOne(1000, 1);
    const merged = mergeSaves(cart(10), [lost], null, 1001);
    expect(merged.refused).toEqual([MAX_QUANTITY_MESSAGE]);
    expect(merged.value.lines[0]?.quantity).toBe(10);
    expect(hasLostSaves(merged.value, [lost], 1002)).toBe(false);
  });

  it('forgets ids after a while, but only long after it stops checking its own', () => {
    expect(OWN_SAVES_CHECKED_MS).toBeLessThan(SAVE_IDS_KEPT_MS);
    const old = plusOne(1000, 1);
    const merged = mergeSaves(cart(1, [old.id]), [], plusOne(1000 + SAVE_IDS_KEPT_MS, 2), 1000 + SAVE_IDS_KEPT_MS);
    expect(merged.value.saves).toEqual([saveId(1000 + SAVE_IDS_KEPT_MS, 'tab1', 2)]);
    expect(hasLostSaves(cart(1), [old], 1000 + OWN_SAVES_CHECKED_MS)).toBe(false);
  });
});
