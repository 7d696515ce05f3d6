import { describe, expect, it } from 'vitest';
import { ratingDistribution } from './ratingDistribution';

describe('ratingDistribution', () => {
  it('sums to 100 and peaks at the nearest star count', () => {
    for (const rating of [4.5, 4.6, 4.7, 4.8, 4.9, 5]) {
      const bars = ratingDistribution(rating);
      expect(bars.map((bar) => bar.stars)).toEqual([5, 4, 3, 2, 1]);
      expect(bars.reduce((sum, bar) => sum + bar.percent, 0)).toBe(100);
      expect(bars[0]!.percent).toBeGreaterThan(bars[1]!.percent);
    }
  });

  it('gives a higher rating more five-star reviews', () => {
    expect(ratingDistribution(5)[0]!.percent).toBeGreaterThan(ratingDistribution(4.5)[0]!.percent);
  });
});
