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

/** The one client for the public reverse-geocoding service; throws on any failure or unusable answer. */
export async function reverseGeocode(latitude: number, longitude: number): Promise<Place> {
  const response = await fetch(reverseGeocodeRequestUrl(latitude, longitude), {
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Reverse geocoding answered ${response.status}`);
  const body: unknown = await response.json();
  const address = (body as { address?: Record<string, unknown> } | null)?.address;
  if (typeof address !== 'object' || address === null) throw new Error('Reverse geocoding answer has no address');
  return {
    city: text(address.city) ?? text(address.town) ?? text(address.village) ?? 'Unknown city',
    street: text(address.road) ?? text(address.pedestrian) ?? 'Unknown',
    country: text(address.country) ?? 'Unknown country',
  };
}
