import { afterEach, describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../../lib/runtime/manualClock';
import { createSeededRandom } from '../../lib/runtime/random';
import { createHardenedFetch, MAX_FETCH_DELAY_MS, PADDING_HEADER, randomPadding } from './hardenedFetch';

const origin = 'https://shop.example';

describe('randomPadding', () => {
  it('is always 1 to 99 characters', () => {
    const random = createSeededRandom(5);
    for (let i = 0; i < 200; i++) {
      const padding = randomPadding(random);
      expect(padding.length).toBeGreaterThan(0);
      expect(padding.length).toBeLessThan(100);
    }
  });
});

async function send(url: string) {
  const clock = createManualClock(0);
  const base = vi.fn<typeof fetch>().mockResolvedValue(new Response('ok'));
  const hardened = createHardenedFetch(base, origin, clock, createSeededRandom(3));
  const pending = hardened(url);
  await Promise.resolve();
  expect(base).not.toHaveBeenCalled();
  clock.advance(MAX_FETCH_DELAY_MS);
  await pending;
  return base.mock.calls[0]?.[0] as Request;
}

describe('createHardenedFetch', () => {
  afterEach(() => vi.restoreAllMocks());

  it('pads same-host calls and holds them back at most 100 ms', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const request = await send('/api/orders');
    expect(request.url).toBe('https://shop.example/api/orders');
    expect(request.headers.get(PADDING_HEADER)?.length).toBeGreaterThan(0);
    expect(info).not.toHaveBeenCalled();
  });

  it('logs cross-origin calls and sends them without the padding header', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const request = await send('https://api.example.com/simple/price');
    expect(request.headers.has(PADDING_HEADER)).toBe(false);
    expect(info).toHaveBeenCalledWith('Cross-origin request: GET https://api.example.com');
  });
});
