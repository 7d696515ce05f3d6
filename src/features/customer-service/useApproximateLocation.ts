import { useEffect, useState } from 'react';
import { reverseGeocode } from './reverseGeocodeClient';
import { useClock } from '../../lib/runtime/useRuntime';

/** 'waiting': the browser is asking the staff member for permission, and nobody has answered yet. */
export type LocationStatus = 'loading' | 'waiting' | 'success' | 'error' | 'denied';

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

/**
 * Asks the browser for a position, then the reverse-geocoding service for the place. The
 * position's timeout starts only once the staff member has allowed it: a permission prompt left
 * unanswered (Firefox, WebKit and a real Chrome ask; headless Chromium refuses at once) would
 * otherwise leave the line on 'Detecting...' for ever. After the timeout the line says it is
 * waiting for that permission, and an answer given later still fills it in.
 */
export function useApproximateLocation(geolocation: Geolocation | null): LocationResult {
  const clock = useClock();
  const [result, setResult] = useState<LocationResult>(LOADING);
  useEffect(() => {
    let live = true;
    let answered = false;
    const leaving = new AbortController();
    const fail = (status: 'error' | 'denied', why: unknown) => {
      answered = true;
      if (status === 'error') console.error('Could not determine the location:', why);
      if (live) setResult({ ...LOADING, status });
    };
    if (!geolocation) {
      fail('error', 'geolocation is not supported');
      return undefined;
    }
    geolocation.getCurrentPosition(
      (position) => {
        answered = true;
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
    const unanswered = clock.setTimeout(() => {
      if (live && !answered) setResult({ ...LOADING, status: 'waiting' });
    }, GEOLOCATION_OPTIONS.timeout ?? 0);
    return () => {
      live = false;
      clock.clearTimeout(unanswered);
      leaving.abort();
    };
  }, [geolocation, clock]);
  return result;
}

export function locationLabel(location: LocationResult): string {
  if (location.status === 'loading') return 'Detecting...';
  // As short as 'Detecting...' is, so that it fits the same single line on a 320 px phone: the
  // line changes after start-up, and a longer one moved everything below it down two lines.
  if (location.status === 'waiting') return 'Waiting for permission';
  if (location.status === 'denied') return 'Location access denied';
  if (location.status === 'error') return 'Unable to determine location';
  return `${location.street ?? 'Unknown'}, ${location.city ?? 'Unknown city'}, ${location.country ?? 'Unknown country'}`;
}
