import { reverseGeocodeRequestUrl } from './reverseGeocodeEndpoint';

export interface Place {
  city: string;
  street: string;
  country: string;
}

const TIMEOUT_MS = 5000;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Positions are rounded to 3 decimals (about 100 m) before asking, and one answer per rounded position is kept. */
const POSITION_DECIMALS = 3;

export function roundedPosition(latitude: number, longitude: number): [number, number] {
  const factor = 10 ** POSITION_DECIMALS;
  return [Math.round(latitude * factor) / factor, Math.round(longitude * factor) / factor];
}

/** This session's answers, by rounded position: the panel remounts often, the place does not move. */
const places = new Map<string, Place>();

export function forgetReverseGeocodeCache(): void {
  places.clear();
}

/**
 * The one client for the public reverse-geocoding service; throws on any failure or unusable
 * answer, and stops (AbortError) when `signal` aborts, e.g. because the panel was closed.
 */
export async function reverseGeocode(
  latitude: number,
  longitude: number,
  signal?: AbortSignal,
  fetchPlace: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<Place> {
  const [lat, lon] = roundedPosition(latitude, longitude);
  const key = `${lat},${lon}`;
  const known = places.get(key);
  if (known) return known;
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const response = await fetchPlace(reverseGeocodeRequestUrl(lat, lon), {
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Reverse geocoding answered ${response.status}`);
  const body: unknown = await response.json();
  const address = (body as { address?: Record<string, unknown> } | null)?.address;
  if (typeof address !== 'object' || address === null) throw new Error('Reverse geocoding answer has no address');
  const place = {
    city: text(address.city) ?? text(address.town) ?? text(address.village) ?? 'Unknown city',
    street: text(address.road) ?? text(address.pedestrian) ?? 'Unknown',
    country: text(address.country) ?? 'Unknown country',
  };
  places.set(key, place);
  return place;
}
