import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { formatBtc, formatCoinAmount, formatSats, formatSatsAsBtc, formatUsd } from './formatPrice';
import { shownSats } from './money/satoshis';

describe('price formatting', () => {
  it('shows 4 decimals for BTC prices, 5 for packs, 8 for bitcoin and 6 for other coins', () => {
    expect(formatBtc(0.0035)).toBe('0.0035 BTC');
    expect(formatBtc(0.012345, 5)).toBe('0.01235 BTC');
    expect(formatCoinAmount(0.00377777, 8)).toBe('0.00377777');
    expect(formatCoinAmount(1.5, 6)).toBe('1.500000');
  });

  it('groups thousands and rounds half away from zero', () => {
    expect(formatCoinAmount(1234.56789, 4)).toBe('1,234.5679');
    expect(formatSats(-225_000)).toBe('-0.0023');
  });

  it('rounds the decimal a float stands for half-up, not the float below it', () => {
    // 0.0125 x 1.18 is 0.014750000000000001 and 0.01475 is stored as 0.014749999…
    expect(formatCoinAmount(0.01475, 4)).toBe('0.0148');
    expect(formatCoinAmount(0.00225, 4)).toBe('0.0023');
  });

  it('shows satoshi amounts in BTC, rounded half-up only here', () => {
    expect(formatSats(1_475_000)).toBe('0.0148');
    expect(formatSats(1_474_999)).toBe('0.0147');
    expect(formatSatsAsBtc(20_000, 5)).toBe('0.00020 BTC');
    expect(formatSatsAsBtc(377_777, 8)).toBe('0.00377777 BTC');
    expect(formatSatsAsBtc(123_456_789_000, 4)).toBe('1,234.5679 BTC');
    expect(formatSatsAsBtc(0)).toBe('0.0000 BTC');
  });

  it('makes a shown difference of shown amounts read as the difference of the texts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 0, max: 10 ** 9 }), (a, b) => {
        const [high, low] = a >= b ? [a, b] : [b, a];
        const shownDifference = formatSats(shownSats(high, 4) - shownSats(low, 4));
        const textDifference =
          (Number(formatSats(high).replace(/,/g, '')) * 1e4 - Number(formatSats(low).replace(/,/g, '')) * 1e4) / 1e4;
        expect(Number(shownDifference.replace(/,/g, ''))).toBeCloseTo(textDifference, 8);
      }),
    );
  });

  it('shows USD as currency', () => {
    expect(formatUsd(26453.78)).toBe('$26,453.78');
    expect(formatUsd(9.5)).toBe('$9.50');
    expect(formatUsd(-1234.5)).toBe('-$1,234.50');
  });
});
