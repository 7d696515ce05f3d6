import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../lib/runtime/random';
import { INITIAL_USD_RATE, nextUsdRate, packUsdEstimate } from './liveUsdRate';

describe('nextUsdRate', () => {
  it('never moves more than 0.1 % in one step, and does move', () => {
    const random = createSeededRandom(5);
    let rate = INITIAL_USD_RATE;
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const next = nextUsdRate(rate, random);
      expect(Math.abs(next / rate - 1)).toBeLessThanOrEqual(0.001 + 1e-12);
      seen.add(next);
      rate = next;
    }
    expect(seen.size).toBeGreaterThan(1900);
  });

  it('reaches both ends of the band', () => {
    expect(nextUsdRate(1000, { next: () => 0 })).toBeCloseTo(999, 9);
    expect(nextUsdRate(1000, { next: () => 0.999999999 })).toBeCloseTo(1001, 5);
  });
});

describe('packUsdEstimate', () => {
  it('uses the fixed 67000 rate', () => {
    expect(packUsdEstimate(0.00048)).toBeCloseTo(32.16, 9);
  });
});
