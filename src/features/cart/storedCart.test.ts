import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored } from '../../lib/storage/storedValue';
import { repairCart, storedCart } from './storedCart';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('stored cart repair', () => {
  it('keeps valid lines and drops unknown ids, wrong types, bad quantities and repeats', () => {
    const { value, problems } = repairCart([
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
    ]);
    expect(value).toEqual([
      { id: 'p01', type: 'product', quantity: 2 },
      { id: 'six', type: 'pack', quantity: 3 },
      { id: 'p05', type: 'product', quantity: 1 },
    ]);
    expect(problems).toHaveLength(7);
  });

  it('reads an unparsable or non-list cart as empty, logs it and never throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('cart', '{"broken": [1,');
    expect(readStored(storedCart)).toEqual([]);
    localStorage.setItem('cart', '{"id": "p01"}');
    expect(readStored(storedCart)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
