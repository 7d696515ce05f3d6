import type { Clock } from '../../lib/runtime/clock';
import { toaster } from '../../ui/toaster';
import { cryptoPriceRequestUrl } from './cryptoPriceEndpoint';
import {
  DEFAULT_CRYPTO_PRICES,
  PRICE_BAND_FACTOR,
  coinOutsideBand,
  parseCryptoPriceBody,
  type CryptoPriceQuote,
  type CryptoPriceSource,
} from './cryptoPriceQuote';

/** Prices are reused for 5 minutes before the service is asked again (docs/behaviour.md#prices-and-rates). */
export const CRYPTO_PRICE_CACHE_MS = 5 * 60 * 1000;
/** A failed attempt is remembered only briefly: the service is asked again after this. */
export const CRYPTO_PRICE_FAILURE_CACHE_MS = 30 * 1000;
/** Shorter than any answer worth waiting for on a payment page. */
export const CRYPTO_PRICE_TIMEOUT_MS = 5000;
export const CRYPTO_PRICE_FAILURE_TOAST = 'Could not fetch latest crypto rates';

export interface CryptoPriceClientOptions {
  clock: Clock;
  fetch?: typeof fetch;
  isOnline?: () => boolean;
  /** Calls the listener when the browser comes back online; returns how to stop. */
  onOnline?: (listener: () => void) => () => void;
  /** Tells the shopper the figures are not live, and which are in use; called once per run of failures. */
  notifyFailure?: (inUse: Exclude<CryptoPriceSource, 'live'>) => void;
}

export interface CryptoPriceClient {
  /** The quote already known and still fresh, without asking the service. */
  fresh(): CryptoPriceQuote | null;
  /** A fresh quote: from the cache, the service, or (on failure) the last good answer or the defaults. */
  load(): Promise<CryptoPriceQuote>;
  /** Hears every later quote, such as the retry made when the browser comes back online. */
  subscribe(listener: (quote: CryptoPriceQuote) => void): () => void;
}

class PriceFetchError extends Error {}

export function cryptoPriceFailureDescription(inUse: Exclude<CryptoPriceSource, 'live'>): string {
  return inUse === 'cached' ? 'Showing the last known rates.' : 'Showing the default rates.';
}

function toastFailure(inUse: Exclude<CryptoPriceSource, 'live'>) {
  toaster.create({
    type: 'warning',
    title: CRYPTO_PRICE_FAILURE_TOAST,
    description: cryptoPriceFailureDescription(inUse),
  });
}

function listenForOnline(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('online', listener);
  return () => window.removeEventListener('online', listener);
}

export function createCryptoPriceClient({
  clock,
  fetch: fetchPrices = (input, init) => globalThis.fetch(input, init),
  isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false,
  onOnline = listenForOnline,
  notifyFailure = toastFailure,
}: CryptoPriceClientOptions): CryptoPriceClient {
  const listeners = new Set<(quote: CryptoPriceQuote) => void>();
  let lastGood: CryptoPriceQuote | null = null;
  // The answer of the last attempt, good or fallback, and when it was made: a failure is not
  // retried on every render either.
  let lastAnswer: { quote: CryptoPriceQuote; at: number } | null = null;
  let inFlight: Promise<CryptoPriceQuote> | null = null;
  let failing = false;

  const fresh = () => {
    if (!lastAnswer) return null;
    const keepFor = lastAnswer.quote.source === 'live' ? CRYPTO_PRICE_CACHE_MS : CRYPTO_PRICE_FAILURE_CACHE_MS;
    return clock.now() - lastAnswer.at < keepFor ? lastAnswer.quote : null;
  };

  async function request(): Promise<CryptoPriceQuote> {
    if (!isOnline()) throw new PriceFetchError('the browser is offline');
    const controller = new AbortController();
    const timer = clock.setTimeout(() => controller.abort(), CRYPTO_PRICE_TIMEOUT_MS);
    try {
      const response = await fetchPrices(cryptoPriceRequestUrl(), {
        signal: controller.signal,
        headers: { Accept: 'application/json' },
      });
      if (!response.ok) throw new PriceFetchError(`the service answered ${response.status}`);
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new PriceFetchError('the answer is not JSON');
      }
      const prices = parseCryptoPriceBody(body);
      if (!prices) throw new PriceFetchError('the answer lacks a USD price for every coin');
      const reference = lastGood?.prices ?? DEFAULT_CRYPTO_PRICES;
      const factor = lastGood ? PRICE_BAND_FACTOR.lastGood : PRICE_BAND_FACTOR.defaults;
      const stray = coinOutsideBand(prices, reference, factor);
      if (stray)
        throw new PriceFetchError(
          `the ${stray} price (${prices[stray]} USD) is more than ${factor} times off the ${lastGood ? 'last answer' : 'default'} (${reference[stray]} USD)`,
        );
      return { prices, lastUpdated: clock.now(), source: 'live' };
    } catch (error) {
      if (controller.signal.aborted) throw new PriceFetchError(`no answer within ${CRYPTO_PRICE_TIMEOUT_MS} ms`);
      throw error;
    } finally {
      clock.clearTimeout(timer);
    }
  }

  async function attempt(): Promise<CryptoPriceQuote> {
    try {
      const quote = await request();
      lastGood = quote;
      failing = false;
      return quote;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(
        `Crypto prices could not be fetched (${reason}); using ${lastGood ? 'the last fetched prices' : 'the default prices'}.`,
      );
      const fallback: CryptoPriceQuote = lastGood
        ? { ...lastGood, source: 'cached' }
        : { prices: DEFAULT_CRYPTO_PRICES, lastUpdated: null, source: 'default' };
      if (!failing) notifyFailure(fallback.source as Exclude<CryptoPriceSource, 'live'>);
      failing = true;
      return fallback;
    }
  }

  function load(): Promise<CryptoPriceQuote> {
    const known = fresh();
    if (known) return Promise.resolve(known);
    inFlight ??= attempt().then((quote) => {
      lastAnswer = { quote, at: clock.now() };
      inFlight = null;
      for (const listener of listeners) listener(quote);
      return quote;
    });
    return inFlight;
  }

  // Back online after a failure: ask again at once rather than after the failure's 30 s.
  onOnline(() => {
    if (!failing || inFlight) return;
    lastAnswer = null;
    void load();
  });

  return {
    fresh,
    load,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const clients = new WeakMap<Clock, CryptoPriceClient>();

/**
 * One client per clock: the app has one clock and so one shared cache, while every story and
 * test (each with its own pinned clock) starts with an empty cache.
 */
export function cryptoPriceClientFor(clock: Clock): CryptoPriceClient {
  let client = clients.get(clock);
  if (!client) {
    client = createCryptoPriceClient({ clock });
    clients.set(clock, client);
  }
  return client;
}
