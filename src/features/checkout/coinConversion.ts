import type { PricedCoin } from '../pricing/cryptoPriceEndpoint';
import type { CryptoPriceTable } from '../pricing/cryptoPriceQuote';

/**
 * DECISIONS.md: an amount in BTC, converted through the USD prices of the price service
 * (BTC amount x bitcoin.usd / coin.usd). SPEC's "x 100" is not used.
 */
export function convertFromBtc(amountBtc: number, coin: PricedCoin, prices: CryptoPriceTable): number {
  if (coin === 'bitcoin') return amountBtc;
  return (amountBtc * prices.bitcoin) / prices[coin];
}
