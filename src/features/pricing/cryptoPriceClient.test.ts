import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createManualClock, type ManualClock } from '../../lib/runtime/manualClock';
import {
  CRYPTO_PRICE_CACHE_MS,
  CRYPTO_PRICE_FAILURE_CACHE_MS,
  CRYPTO_PRICE_TIMEOUT_MS,
  createCryptoPriceClient,
} from './cryptoPriceClient';
import { DEFAULT_CRYPTO_PRICES } from './cryptoPriceQuote';

const goodBody = { bitcoin: { usd: 67000 }, ethereum: { usd: 3500 }, monero: { usd: 165 } };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('createCryptoPriceClient', () => {
  let clock: ManualClock;
  let fetchPrices: ReturnType<typeof vi.fn<typeof fetch>>;
  let notifyFailure: ReturnType<typeof vi.fn<(inUse: 'cached' | 'default') => void>>;
  let online: boolean;
  let comeBackOnline: () => void;
  const client = () =>
    createCryptoPriceClient({
      clock,
      fetch: fetchPrices,
      notifyFailure,
      isOnline: () => online,
      onOnline: (listener) => {
        comeBackOnline = listener;
        return () => undefined;
      },
    });

  beforeEach(() => {
    clock = createManualClock('2026-11-21T12:00:00Z');
    fetchPrices = vi.fn<typeof fetch>();
    notifyFailure = vi.fn<(inUse: 'cached' | 'default') => void>();
    online = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('reads {coin}.usd from a good answer and marks it live', async () => {
    fetchPrices.mockResolvedValue(json(goodBody));
    const quote = await client().load();
    expect(quote).toEqual({
      prices: { bitcoin: 67000, ethereum: 3500, monero: 165 },
      lastUpdated: clock.now(),
      source: 'live',
    });
    expect(String(fetchPrices.mock.calls[0]?.[0])).toContain('ids=bitcoin%2Cethereum%2Cmonero');
  });

  it('answers from the cache for 5 minutes, then asks the service again', async () => {
    fetchPrices.mockImplementation(() => Promise.resolve(json(goodBody)));
    const prices = client();
    await prices.load();
    clock.advance(CRYPTO_PRICE_CACHE_MS - 1);
    await prices.load();
    expect(prices.fresh()?.source).toBe('live');
    expect(fetchPrices).toHaveBeenCalledTimes(1);
    clock.advance(1);
    expect(prices.fresh()).toBeNull();
    await prices.load();
    expect(fetchPrices).toHaveBeenCalledTimes(2);
  });

  it('shares one request between callers that ask at the same time', async () => {
    fetchPrices.mockResolvedValue(json(goodBody));
    const prices = client();
    await Promise.all([prices.load(), prices.load()]);
    expect(fetchPrices).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a non-OK status', () => fetchPrices.mockResolvedValue(json({ error: 'down' }, 503))],
    ['a body that is not JSON', () => fetchPrices.mockResolvedValue(new Response('{"status": "ok", "data": ['))],
    ['JSON without the prices', () => fetchPrices.mockResolvedValue(json({ bitcoin: { usd: 'lots' } }))],
    ['a network error', () => fetchPrices.mockRejectedValue(new TypeError('Failed to fetch'))],
    ['an offline browser', () => (online = false)],
  ])('falls back to the defaults on %s, logs it and notifies once', async (_case, arrange) => {
    arrange();
    const quote = await client().load();
    expect(quote).toEqual({ prices: DEFAULT_CRYPTO_PRICES, lastUpdated: null, source: 'default' });
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(notifyFailure).toHaveBeenCalledTimes(1);
    expect(notifyFailure).toHaveBeenCalledWith('default');
  });

  it('gives up after the timeout and falls back', async () => {
    fetchPrices.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = client().load();
    clock.advance(CRYPTO_PRICE_TIMEOUT_MS);
    await expect(pending).resolves.toMatchObject({ source: 'default', prices: DEFAULT_CRYPTO_PRICES });
    expect(vi.mocked(console.error).mock.calls[0]?.[0]).toContain(`no answer within ${CRYPTO_PRICE_TIMEOUT_MS} ms`);
  });

  it('falls back to the last fetched prices once it has had a good answer', async () => {
    fetchPrices.mockResolvedValueOnce(json(goodBody)).mockResolvedValue(json({}, 500));
    const prices = client();
    const first = await prices.load();
    clock.advance(CRYPTO_PRICE_CACHE_MS);
    const second = await prices.load();
    expect(second).toEqual({ ...first, source: 'cached' });
    expect(notifyFailure).toHaveBeenCalledTimes(1);
    expect(notifyFailure).toHaveBeenCalledWith('cached');
  });

  it('refuses a well-formed answer far from the defaults, like a malformed one', async () => {
    fetchPrices.mockResolvedValue(json({ ...goodBody, bitcoin: { usd: 1000 } }));
    const quote = await client().load();
    expect(quote).toEqual({ prices: DEFAULT_CRYPTO_PRICES, lastUpdated: null, source: 'default' });
    expect(notifyFailure).toHaveBeenCalledWith('default');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('bitcoin price (1000 USD)'));
  });

  it('refuses an answer more than twice or under half the last good one, and keeps showing that', async () => {
    const prices = client();
    fetchPrices.mockResolvedValueOnce(json(goodBody));
    const first = await prices.load();
    for (const [ethereum, source] of [
      [3500 * 2.01, 'cached'],
      [3500 / 2.01, 'cached'],
      [3500 * 1.99, 'live'],
    ] as const) {
      clock.advance(CRYPTO_PRICE_CACHE_MS);
      fetchPrices.mockResolvedValueOnce(json({ ...goodBody, ethereum: { usd: ethereum } }));
      const quote = await prices.load();
      expect(quote.source).toBe(source);
      expect(quote.prices).toEqual(source === 'cached' ? first.prices : { ...first.prices, ethereum });
    }
    expect(notifyFailure).toHaveBeenCalledTimes(1);
  });

  it('notifies once per run of failures, not on every retry', async () => {
    fetchPrices
      .mockResolvedValueOnce(json({}, 500))
      .mockResolvedValueOnce(json({}, 500))
      .mockResolvedValueOnce(json(goodBody))
      .mockResolvedValueOnce(json({}, 500));
    const prices = client();
    for (let i = 0; i < 4; i++) {
      await prices.load();
      clock.advance(i === 2 ? CRYPTO_PRICE_CACHE_MS : CRYPTO_PRICE_FAILURE_CACHE_MS);
    }
    expect(fetchPrices).toHaveBeenCalledTimes(4);
    expect(console.error).toHaveBeenCalledTimes(3);
    expect(notifyFailure).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['an absurd bitcoin price', { ...goodBody, bitcoin: { usd: 1e-9 } }],
    ['an ether price that would show as ∞', { ...goodBody, ethereum: { usd: 1e-300 } }],
    ['a monero price of billions', { ...goodBody, monero: { usd: 5e9 } }],
  ])('refuses %s as a failure, and caches nothing live', async (_case, body) => {
    fetchPrices.mockResolvedValue(json(body));
    const prices = client();
    expect(await prices.load()).toMatchObject({ source: 'default', prices: DEFAULT_CRYPTO_PRICES });
    expect(notifyFailure).toHaveBeenCalledTimes(1);
  });

  it('remembers a failure for 30 s only, then asks again', async () => {
    fetchPrices.mockResolvedValueOnce(json({}, 500)).mockResolvedValue(json(goodBody));
    const prices = client();
    await prices.load();
    clock.advance(CRYPTO_PRICE_FAILURE_CACHE_MS - 1);
    expect((await prices.load()).source).toBe('default');
    expect(fetchPrices).toHaveBeenCalledTimes(1);
    clock.advance(1);
    expect((await prices.load()).source).toBe('live');
    expect(fetchPrices).toHaveBeenCalledTimes(2);
  });

  it('asks again as soon as the browser comes back online, and tells its subscribers', async () => {
    online = false;
    fetchPrices.mockResolvedValue(json(goodBody));
    const prices = client();
    const heard = vi.fn<(quote: { source: string }) => void>();
    prices.subscribe(heard);
    expect((await prices.load()).source).toBe('default');
    online = true;
    comeBackOnline();
    await vi.waitFor(() => expect(heard).toHaveBeenLastCalledWith(expect.objectContaining({ source: 'live' })));
    expect(prices.fresh()?.source).toBe('live');
  });
});
