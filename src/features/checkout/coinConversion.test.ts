import { describe, expect, it } from 'vitest';
import { formatCoinAmount } from '../../lib/formatPrice';
import { DEFAULT_CRYPTO_PRICES } from '../pricing/cryptoPriceQuote';
import { convertFromBtc } from './coinConversion';

const prices = { bitcoin: 67000, ethereum: 3500, monero: 165 };

describe('convertFromBtc', () => {
  it('leaves bitcoin amounts as they are', () => {
    expect(convertFromBtc(0.0081, 'bitcoin', prices)).toBe(0.0081);
  });

  it('converts through the USD prices: BTC x bitcoin.usd / coin.usd', () => {
    expect(convertFromBtc(0.0081, 'ethereum', prices)).toBeCloseTo((0.0081 * 67000) / 3500, 12);
    expect(formatCoinAmount(convertFromBtc(0.0081, 'ethereum', prices), 6)).toBe('0.155057');
    expect(formatCoinAmount(convertFromBtc(0.0081, 'monero', prices), 6)).toBe('3.289091');
  });

  it('works with the default prices too', () => {
    expect(formatCoinAmount(convertFromBtc(1, 'monero', DEFAULT_CRYPTO_PRICES), 6)).toBe('350.000000');
    expect(formatCoinAmount(convertFromBtc(0.0002, 'ethereum', DEFAULT_CRYPTO_PRICES), 6)).toBe('0.003733');
  });
});
