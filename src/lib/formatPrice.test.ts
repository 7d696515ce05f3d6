import { describe, expect, it } from 'vitest';
import { formatBtc, formatCoinAmount, formatUsd } from './formatPrice';

describe('price formatting', () => {
  it('shows BTC with the decimals SPEC uses', () => {
    expect(formatBtc(0.0035)).toBe('0.0035 BTC');
    expect(formatBtc(0.012345, 5)).toBe('0.01235 BTC');
    expect(formatCoinAmount(0.00377777, 8)).toBe('0.00377777');
    expect(formatCoinAmount(1.5, 6)).toBe('1.500000');
  });

  it('groups thousands and rounds half away from zero', () => {
    expect(formatCoinAmount(1234.56789, 4)).toBe('1,234.5679');
  });

  it('shows USD as currency', () => {
    expect(formatUsd(26453.78)).toBe('$26,453.78');
    expect(formatUsd(9.5)).toBe('$9.50');
  });
});
