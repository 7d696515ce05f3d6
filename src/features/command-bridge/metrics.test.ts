import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../lib/runtime/random';
import { initialMetrics, METRIC_KEYS, nextMetrics } from './metrics';

describe('metrics', () => {
  it('keeps ten values per series, shifting in one new reading', () => {
    const random = createSeededRandom(4);
    const first = initialMetrics(random);
    const next = nextMetrics(first, random);
    for (const key of METRIC_KEYS) {
      expect(first[key]).toHaveLength(10);
      expect(next[key]).toHaveLength(10);
      expect(next[key].slice(0, 9)).toEqual(first[key].slice(1));
      for (const value of next[key]) expect(value).toBeGreaterThanOrEqual(0);
      for (const value of next[key]) expect(value).toBeLessThanOrEqual(100);
    }
  });
});
