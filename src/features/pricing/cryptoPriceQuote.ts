import { PRICED_COINS, type PricedCoin } from './cryptoPriceEndpoint';

export type CryptoPriceTable = Record<PricedCoin, number>;

/** Where a quote's figures came from: the service just now, an earlier answer, or the built-in defaults. */
export type CryptoPriceSource = 'live' | 'cached' | 'default';

export interface CryptoPriceQuote {
  prices: CryptoPriceTable;
  /** When the figures were fetched (ms since the epoch); null for the built-in defaults. */
  lastUpdated: number | null;
  source: CryptoPriceSource;
}

/** SPEC section 9: used when the service never answered well. */
export const DEFAULT_CRYPTO_PRICES: CryptoPriceTable = { bitcoin: 56000, ethereum: 3000, monero: 160 };

/** Reads `{coin}.usd` for every coin; null when any of them is missing or not a positive number. */
export function parseCryptoPriceBody(body: unknown): CryptoPriceTable | null {
  if (typeof body !== 'object' || body === null) return null;
  const prices: Partial<CryptoPriceTable> = {};
  for (const coin of PRICED_COINS) {
    const entry = (body as Record<string, unknown>)[coin];
    const usd = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>).usd : undefined;
    if (typeof usd !== 'number' || !Number.isFinite(usd) || usd <= 0) return null;
    prices[coin] = usd;
  }
  return prices as CryptoPriceTable;
}
