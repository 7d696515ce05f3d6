import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetReverseGeocodeCache, reverseGeocode, roundedPosition } from './reverseGeocodeClient';

const answer = () =>
  new Response(JSON.stringify({ address: { road: 'Damrak', city: 'Amsterdam', country: 'Netherlands' } }), {
    headers: { 'Content-Type': 'application/json' },
  });

describe('reverseGeocode', () => {
  beforeEach(() => forgetReverseGeocodeCache());

  it('rounds the position to about 100 m', () => {
    expect(roundedPosition(52.367_649, 4.904_149)).toEqual([52.368, 4.904]);
  });

  it('asks once per rounded position for the session', async () => {
    const fetchPlace = vi.fn<typeof fetch>().mockImplementation(() => Promise.resolve(answer()));
    const first = await reverseGeocode(52.3676, 4.9041, undefined, fetchPlace);
    const again = await reverseGeocode(52.36761, 4.90412, undefined, fetchPlace);
    expect(again).toEqual(first);
    expect(first).toEqual({ street: 'Damrak', city: 'Amsterdam', country: 'Netherlands' });
    expect(fetchPlace).toHaveBeenCalledTimes(1);
    expect(String(fetchPlace.mock.calls[0]?.[0])).toContain('lat=52.368');
    await reverseGeocode(48.8566, 2.3522, undefined, fetchPlace);
    expect(fetchPlace).toHaveBeenCalledTimes(2);
  });

  it('stops when its signal aborts, and keeps nothing', async () => {
    const fetchPlace = vi.fn<typeof fetch>().mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const leaving = new AbortController();
    const pending = reverseGeocode(52.3676, 4.9041, leaving.signal, fetchPlace);
    leaving.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    fetchPlace.mockImplementation(() => Promise.resolve(answer()));
    await reverseGeocode(52.3676, 4.9041, undefined, fetchPlace);
    expect(fetchPlace).toHaveBeenCalledTimes(2);
  });
});
