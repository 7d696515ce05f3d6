import { useEffect, useState } from 'react';
import { reverseGeocode } from './reverseGeocodeClient';

export type LocationStatus = 'loading' | 'success' | 'error' | 'denied';

/** The approximate location the device panel shows (docs/behaviour.md#customer-service). */
export interface LocationResult {
  status: LocationStatus;
  city: string | null;
  street: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
}

const LOADING: LocationResult = {
  status: 'loading',
  city: null,
  street: null,
  country: null,
  latitude: null,
  longitude: null,
  accuracy: null,
};
const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 };
const PERMISSION_DENIED = 1;

export function defaultGeolocation(): Geolocation | null {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : null;
}

/** Asks the browser for a position, then the reverse-geocoding service for the place. */
export function useApproximateLocation(geolocation: Geolocation | null): LocationResult {
  const [result, setResult] = useState<LocationResult>(LOADING);
  useEffect(() => {
    let live = true;
    const leaving = new AbortController();
    const fail = (status: 'error' | 'denied', why: unknown) => {
      if (status === 'error') console.error('Could not determine the location:', why);
      if (live) setResult({ ...LOADING, status });
    };
    if (!geolocation) {
      fail('error', 'geolocation is not supported');
      return undefined;
    }
    geolocation.getCurrentPosition(
      (position) => {
        const { latitude, longitude } = position.coords;
        reverseGeocode(latitude, longitude, leaving.signal).then(
          (place) => {
            // Accuracy is part of the record but never set (docs/behaviour.md#customer-service).
            if (live) setResult({ status: 'success', ...place, latitude, longitude, accuracy: null });
          },
          (error: unknown) => {
            // Closed before the answer came: nothing went wrong, nobody is waiting.
            if (!leaving.signal.aborted) fail('error', error);
          },
        );
      },
      (error) => fail(error.code === PERMISSION_DENIED ? 'denied' : 'error', error.message),
      GEOLOCATION_OPTIONS,
    );
    return () => {
      live = false;
      leaving.abort();
    };
  }, [geolocation]);
  return result;
}

export function locationLabel(location: LocationResult): string {
  if (location.status === 'loading') return 'Detecting...';
  if (location.status === 'denied') return 'Location access denied';
  if (location.status === 'error') return 'Unable to determine location';
  return `${location.street ?? 'Unknown'}, ${location.city ?? 'Unknown city'}, ${location.country ?? 'Unknown country'}`;
}
