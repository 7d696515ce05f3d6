import { satsToBtc, type Sats } from '../../../lib/money/satoshis';
import type { PricedCoin } from '../../pricing/cryptoPriceEndpoint';
import type { CryptoPriceTable } from '../../pricing/cryptoPriceQuote';

/**
 * An amount in satoshis, in the chosen coin: bitcoin as it is, other coins through the USD prices
 * of the price service (BTC amount x bitcoin.usd / coin.usd, docs/behaviour.md#payment-page), with no other factor. The
 * result is for display: it is rounded half-up only when shown.
 */
export function convertFromSats(amount: Sats, coin: PricedCoin, prices: CryptoPriceTable): number {
  const btc = satsToBtc(amount);
  if (coin === 'bitcoin') return btc;
  return (btc * prices.bitcoin) / prices[coin];
}
