import type { Decorator } from '@storybook/react-vite';
import type { BatteryReading, DeviceProbes, DeviceSource } from '../../src/features/customer-service/deviceInfo';
import { DeviceReadingsContext, type DeviceReadings } from '../../src/features/customer-service/deviceReadings';
import { mobileViewport } from './viewports';

/** A staff member's desktop browser, as the device panel's stories show it. */
export const desktopSource: DeviceSource = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  language: 'en-US',
  hardwareConcurrency: 8,
  deviceMemory: 16,
  connectionType: '4g',
  screenWidth: 1920,
  screenHeight: 1080,
  timeZone: 'Europe/Amsterdam',
};

export const phoneSource: DeviceSource = {
  ...desktopSource,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  screenWidth: 390,
  screenHeight: 844,
};

/** Client hints and the Battery Status API as a browser would answer them. */
export function fakeProbes(model: string | null, battery: BatteryReading | null): DeviceProbes {
  return { model: async () => model, battery: async () => battery };
}

export function fakeGeolocation(answer: 'success' | 'denied' | 'error' | 'never'): Geolocation {
  return {
    getCurrentPosition(success, failure) {
      if (answer === 'success') success({ coords: { latitude: 52.3676, longitude: 4.9041 } } as GeolocationPosition);
      else if (answer !== 'never')
        failure?.({ code: answer === 'denied' ? 1 : 3, message: answer } as GeolocationPositionError);
    },
    watchPosition: () => 0,
    clearWatch: () => {},
  };
}

const located = fakeGeolocation('success');
const battery = fakeProbes(null, { level: 0.76, charging: false });
const desktopReadings: DeviceReadings = { source: () => desktopSource, probes: battery, geolocation: () => located };
const phoneReadings: DeviceReadings = { ...desktopReadings, source: () => phoneSource };

/**
 * Shows the device panel inside a page with a fixed device, a phone in the phone viewport: read
 * from the test browser, the panel put the machine's cores, memory, screen and browser version in
 * the page's screenshots, which then changed from one machine or browser build to the next. The
 * position is answered at once, so the location line is the same in every frame.
 */
export const withFixedDevice: Decorator = (Story, { globals }) => (
  <DeviceReadingsContext
    value={globals.viewport?.value === mobileViewport.viewport.value ? phoneReadings : desktopReadings}
  >
    <Story />
  </DeviceReadingsContext>
);
