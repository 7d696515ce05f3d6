import { describe, expect, it } from 'vitest';
import { findPack, packs } from './packs';

describe('packs', () => {
  it('hold the fixed sizes, prices and labels', () => {
    expect(packs.map((p) => [p.id, p.packSize, p.usdPrice, p.priceBTC, p.discount])).toEqual([
      ['single', 1, 5, 0.00008, ''],
      ['triple', 3, 15, 0.00024, ''],
      ['six', 6, 20, 0.00032, 'Save 20%'],
      ['twelve', 12, 30, 0.00048, 'Save 40%'],
    ]);
    expect(findPack('triple')?.tags).toContain('0% Discount');
    for (const p of packs) expect(p.description).toContain('80% purity');
    expect(findPack('nope')).toBeUndefined();
  });
});
