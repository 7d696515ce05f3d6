import { describe, expect, it } from 'vitest';
import { findProduct } from '../catalogue/products';
import { bundles, findBundle } from './bundles';
import { relatedBundles } from './relatedBundles';
import { searchBundles } from './searchBundles';

describe('bundles', () => {
  it('hold the twelve fixed names, USD prices and discounts, listing real products', () => {
    expect(bundles.map((b) => [b.name, b.price, b.discount])).toEqual([
      ['Starter Pack', 62.99, 10],
      ['Gentle Explorer', 55.99, 8],
      ['Social Butterfly', 89.99, 12],
      ['Balanced Bliss', 99.99, 15],
      ['Weekend Warrior', 89.99, 10],
      ['Night Owl', 95.99, 12],
      ["Psychonaut's Toolkit", 109.99, 15],
      ['Sensory Overload', 139.99, 20],
      ['Weekend Retreat', 125.99, 18],
      ['Ego Dissolver', 159.99, 22],
      ['Cosmic Voyager', 179.99, 25],
      ['Ultimate Collection', 299.99, 30],
    ]);
    for (const b of bundles) {
      expect(b.rating).toBeGreaterThanOrEqual(4.5);
      expect(b.rating).toBeLessThanOrEqual(5);
      for (const item of b.products) expect(findProduct(item.productId)).toBeDefined();
    }
    expect(findBundle('bundle12')?.products.map((i) => i.productId)).toEqual([
      'p01',
      'p02',
      'p03',
      'p04',
      'p05',
      'p06',
      'p07',
      'p08',
      'p09',
    ]);
  });

  it('relates bundles of the same level first', () => {
    const related = relatedBundles(findBundle('bundle10')!);
    expect(related.map((b) => b.id)).toEqual(['bundle11', 'bundle12', 'bundle01', 'bundle02']);
  });

  it('searches name, description and tagline within the level tab', () => {
    expect(searchBundles(bundles, 'NIGHT', 'all').map((b) => b.id)).toEqual(['bundle06']);
    expect(searchBundles(bundles, 'wooden display', 'death').map((b) => b.id)).toEqual(['bundle12']);
    expect(searchBundles(bundles, 'night', 'beginner')).toEqual([]);
  });
});
