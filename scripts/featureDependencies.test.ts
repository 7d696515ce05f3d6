import { describe, expect, it } from 'vitest';
import { featureCycle, unknownUses } from './featureDependencies.mjs';

const graph = (uses: Record<string, string[]>) => new Map(Object.entries(uses));

describe('featureCycle', () => {
  it('finds none when every arrow points one way, shared targets included', () => {
    expect(featureCycle(graph({ home: ['shop', 'pricing'], shop: ['pricing'], pricing: [] }))).toBeUndefined();
  });

  it('names the features along a cycle, however long', () => {
    expect(featureCycle(graph({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual(['a', 'b', 'c', 'a']);
  });

  it('finds a cycle that the first feature visited only leads into', () => {
    expect(featureCycle(graph({ a: ['b'], b: ['c'], c: ['b'] }))).toEqual(['b', 'c', 'b']);
  });

  it('counts two features using each other as a cycle', () => {
    expect(featureCycle(graph({ cart: ['checkout'], checkout: ['cart'] }))).toEqual(['cart', 'checkout', 'cart']);
  });
});

describe('unknownUses', () => {
  it('reports a feature listing itself or a name that is no feature', () => {
    expect(unknownUses(graph({ shop: ['shop', 'pricng'], pricing: [] }))).toEqual([
      'shop lists itself',
      'shop lists pricng, which is not a feature',
    ]);
  });
});
