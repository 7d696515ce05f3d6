import { buildConfig } from '../../lib/buildConfig';

/** The public reverse-geocoding service, asked with lat, lon and format=json. */
export const REVERSE_GEOCODE_URL: string = buildConfig.reverseGeocodeUrl;

export function reverseGeocodeRequestUrl(latitude: number, longitude: number): string {
  const url = new URL(REVERSE_GEOCODE_URL);
  url.searchParams.set('lat', String(latitude));
  url.searchParams.set('lon', String(longitude));
  url.searchParams.set('format', 'json');
  return url.toString();
}
