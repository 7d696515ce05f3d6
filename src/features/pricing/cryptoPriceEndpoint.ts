import { buildConfig } from '../../lib/buildConfig';

/** The public crypto price service: simple price of bitcoin, ethereum and monero in USD. */
export const CRYPTO_PRICE_URL: string = buildConfig.cryptoPriceUrl;

export const PRICED_COINS = ['bitcoin', 'ethereum', 'monero'] as const;
export type PricedCoin = (typeof PRICED_COINS)[number];

export function cryptoPriceRequestUrl(): string {
  const url = new URL(CRYPTO_PRICE_URL);
  url.searchParams.set('ids', PRICED_COINS.join(','));
  url.searchParams.set('vs_currencies', 'usd');
  return url.toString();
}
