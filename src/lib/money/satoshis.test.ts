import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { SATS_PER_BTC, btcToSats, satsToBtc, shownSats, sumSats, withMarkup } from './satoshis';

describe('satoshis', () => {
  it('converts the catalogue decimals to exact integers once', () => {
    expect(btcToSats(0.0125)).toBe(1_250_000);
    expect(btcToSats(0.00008)).toBe(8_000);
    expect(btcToSats(0.0038) + btcToSats(0.0045) + btcToSats(0.0034)).toBe(1_170_000);
    // The float sum this replaces is not exact.
    expect(0.0034 * 3).not.toBe(0.0102);
    expect(satsToBtc(btcToSats(0.0034) * 3)).toBe(0.0102);
    expect(SATS_PER_BTC).toBe(1e8);
  });

  it('raises by a percentage, rounded half-up to the satoshi', () => {
    expect(withMarkup(1_250_000, 18)).toBe(1_475_000);
    expect(withMarkup(380_000, 15)).toBe(437_000);
    expect(withMarkup(1, 50)).toBe(2);
    expect(withMarkup(3, 50)).toBe(5);
  });

  it('rounds half-up only to what is shown', () => {
    expect(shownSats(1_475_000, 4)).toBe(1_480_000);
    expect(shownSats(1_474_999, 4)).toBe(1_470_000);
    expect(shownSats(225_000, 4)).toBe(230_000);
    expect(shownSats(-225_000, 4)).toBe(-230_000);
    expect(shownSats(12_345, 8)).toBe(12_345);
    expect(shownSats(12_345, 5)).toBe(12_000);
    expect(() => shownSats(1, 9)).toThrow(RangeError);
  });

  it('sums integers exactly', () => {
    expect(sumSats([380_000, 450_000, 340_000])).toBe(1_170_000);
    expect(sumSats([])).toBe(0);
  });

  it('keeps any shown price a whole number of shown digits, so shown differences are exact', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.constantFrom(4, 5, 6, 8), (sats, decimals) => {
        const shown = shownSats(sats, decimals);
        expect(Number.isInteger(shown)).toBe(true);
        expect(shown % 10 ** (8 - decimals)).toBe(0);
        expect(Math.abs(shown - sats)).toBeLessThanOrEqual(10 ** (8 - decimals) / 2);
      }),
    );
  });
});
