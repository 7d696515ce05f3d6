import { useEffect, useState } from 'react';
import type { BatteryReading, DeviceProbes } from './deviceInfo';

export interface ProbedDevice {
  /** Undefined while the answer is still coming. */
  model: string | null | undefined;
  battery: BatteryReading | null | undefined;
}

/** Asks the probes once; an answer that arrives after unmount is dropped. */
export function useDeviceProbes(probes: DeviceProbes): ProbedDevice {
  const [probed, setProbed] = useState<ProbedDevice>({ model: undefined, battery: undefined });
  useEffect(() => {
    let live = true;
    void probes.model().then((model) => live && setProbed((current) => ({ ...current, model })));
    void probes.battery().then((battery) => live && setProbed((current) => ({ ...current, battery })));
    return () => {
      live = false;
    };
  }, [probes]);
  return probed;
}
