import { createContext } from 'react';
import { browserDeviceProbes, browserDeviceSource, type DeviceProbes, type DeviceSource } from './deviceInfo';
import { defaultGeolocation } from './useApproximateLocation';

/**
 * Where the device panel reads the staff member's own device when its props do not say: the
 * running browser. A story that shows the panel inside a page provides fixed answers here, so its
 * screenshot does not carry the test machine's cores, memory, screen or browser version.
 */
export interface DeviceReadings {
  source(): DeviceSource;
  probes: DeviceProbes;
  geolocation(): Geolocation | null;
}

export const DeviceReadingsContext = createContext<DeviceReadings>({
  source: browserDeviceSource,
  probes: browserDeviceProbes,
  geolocation: defaultGeolocation,
});
