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

/** Used when the service never answered well (docs/behaviour.md#prices-and-rates). */
export const DEFAULT_CRYPTO_PRICES: CryptoPriceTable = { bitcoin: 56000, ethereum: 3000, monero: 160 };

/**
 * The USD prices each coin could plausibly have, generously wide. A figure outside is a broken
 * or hostile answer (it would show a total as "∞ ETH" or 0), so the whole answer is refused.
 */
export const PLAUSIBLE_USD_PRICE: Record<PricedCoin, { min: number; max: number }> = {
  bitcoin: { min: 1_000, max: 10_000_000 },
  ethereum: { min: 10, max: 1_000_000 },
  monero: { min: 1, max: 100_000 },
};

export function isPlausiblePrice(coin: PricedCoin, usd: number): boolean {
  const { min, max } = PLAUSIBLE_USD_PRICE[coin];
  return Number.isFinite(usd) && usd >= min && usd <= max;
}

/** Reads `{coin}.usd` for every coin; null when any of them is missing or outside its plausible range. */
export function parseCryptoPriceBody(body: unknown): CryptoPriceTable | null {
  if (typeof body !== 'object' || body === null) return null;
  const prices: Partial<CryptoPriceTable> = {};
  for (const coin of PRICED_COINS) {
    const entry = (body as Record<string, unknown>)[coin];
    const usd = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>).usd : undefined;
    if (typeof usd !== 'number' || !isPlausiblePrice(coin, usd)) return null;
    prices[coin] = usd;
  }
  return prices as CryptoPriceTable;
}

/**
 * How far, as a factor either way, an answer may stray from the figures it replaces: the last good
 * answer (prices do not halve or double between two asks a few minutes apart), or, before there
 * is one, the built-in defaults (older, so the band is wider). A figure outside is as untrustworthy
 * as a malformed answer: BTC at 1 000 USD would show every total fifty times too large in coins.
 */
export const PRICE_BAND_FACTOR = { lastGood: 2, defaults: 5 } as const;

/** The first coin whose price is outside the band around `reference`, or null when all are inside. */
export function coinOutsideBand(
  prices: CryptoPriceTable,
  reference: CryptoPriceTable,
  factor: number,
): PricedCoin | null {
  for (const coin of PRICED_COINS) {
    const ratio = prices[coin] / reference[coin];
    if (!(ratio >= 1 / factor && ratio <= factor)) return coin;
  }
  return null;
}
