import { describe, expect, it } from 'vitest';
import { formatCoinAmount } from '../../../lib/formatPrice';
import { DEFAULT_CRYPTO_PRICES } from '../../pricing/cryptoPriceQuote';
import { convertFromSats } from './coinConversion';

const prices = { bitcoin: 67000, ethereum: 3500, monero: 165 };

describe('convertFromSats', () => {
  it('shows bitcoin amounts as they are, to the satoshi', () => {
    expect(convertFromSats(810_000, 'bitcoin', prices)).toBe(0.0081);
    expect(formatCoinAmount(convertFromSats(3_200_000 - 930_000 + 20_000, 'bitcoin', prices), 8)).toBe('0.02290000');
  });

  it('converts through the USD prices: BTC x bitcoin.usd / coin.usd', () => {
    expect(convertFromSats(810_000, 'ethereum', prices)).toBeCloseTo((0.0081 * 67000) / 3500, 12);
    expect(formatCoinAmount(convertFromSats(810_000, 'ethereum', prices), 6)).toBe('0.155057');
    expect(formatCoinAmount(convertFromSats(810_000, 'monero', prices), 6)).toBe('3.289091');
  });

  it('works with the default prices too', () => {
    expect(formatCoinAmount(convertFromSats(100_000_000, 'monero', DEFAULT_CRYPTO_PRICES), 6)).toBe('350.000000');
    expect(formatCoinAmount(convertFromSats(20_000, 'ethereum', DEFAULT_CRYPTO_PRICES), 6)).toBe('0.003733');
  });
});
