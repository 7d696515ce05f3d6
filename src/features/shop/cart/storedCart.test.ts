// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored } from '../../../lib/storage/storedValue';
import { repairCart, storedCart } from './storedCart';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const retreatLines = [
  { id: 'p03', type: 'product', quantity: 1 },
  { id: 'p04', type: 'product', quantity: 2 },
  { id: 'p08', type: 'product', quantity: 2 },
];

describe('stored cart repair', () => {
  it('keeps valid lines and drops unknown ids, wrong types, bad quantities and repeats', () => {
    const { value, problems } = repairCart({
      lines: [
        { id: 'p01', type: 'product', quantity: 2 },
        { id: 'p99', type: 'product', quantity: 1 },
        { id: 'p02', type: 'gift', quantity: 1 },
        { id: 'p03', type: 'product', quantity: 11 },
        { id: 'p04', type: 'product', quantity: 0 },
        { id: 'six', type: 'pack', quantity: 3 },
        { id: 'p01', type: 'product', quantity: 4 },
        { id: 'p05', quantity: 1 },
        null,
        'p06',
      ],
      bundles: [],
    });
    expect(value).toEqual({
      lines: [
        { id: 'p01', type: 'product', quantity: 2 },
        { id: 'six', type: 'pack', quantity: 3 },
        { id: 'p05', type: 'product', quantity: 1 },
      ],
      bundles: [],
    });
    expect(problems).toHaveLength(7);
  });

  it('still loads an older stored cart, a plain list of lines, without bundle records', () => {
    expect(repairCart(retreatLines)).toEqual({ value: { lines: retreatLines, bundles: [] }, problems: [] });
  });

  it('keeps valid bundle records and drops unknown, malformed, repeated and unheld ones', () => {
    const { value, problems } = repairCart({
      lines: retreatLines,
      bundles: [
        { id: 'bundle09', quantity: 1 },
        { id: 'bundle99', quantity: 1 },
        { id: 'bundle01', quantity: 1.5 },
        { id: 'bundle09', quantity: 1 },
        { id: 'bundle01', quantity: 1 },
        'bundle02',
      ],
    });
    expect(value).toEqual({ lines: retreatLines, bundles: [{ id: 'bundle09', quantity: 1 }] });
    // bundle99, bundle01 ×1.5, the repeat, 'bundle02', and bundle01 whose Blue 100 is not in the cart.
    expect(problems).toHaveLength(5);
  });

  it('reads bundles that ask for more than the lines hold down to what they hold', () => {
    const { value } = repairCart({ lines: retreatLines, bundles: [{ id: 'bundle09', quantity: 2 }] });
    expect(value.bundles).toEqual([{ id: 'bundle09', quantity: 1 }]);
  });

  it('reads an unparsable or shapeless cart as empty, logs it and never throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('cart', '{"broken": [1,');
    expect(readStored(storedCart)).toEqual({ lines: [], bundles: [] });
    localStorage.setItem('cart', '"p01"');
    expect(readStored(storedCart)).toEqual({ lines: [], bundles: [] });
    localStorage.setItem('cart', '{"lines": {"id": "p01"}, "bundles": 3}');
    expect(readStored(storedCart)).toEqual({ lines: [], bundles: [] });
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
