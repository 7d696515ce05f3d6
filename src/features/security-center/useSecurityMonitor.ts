import { useState } from 'react';
import { pick } from '../../lib/runtime/random';
import { useRandom } from '../../lib/runtime/useRuntime';
import { useClockInterval } from '../../lib/runtime/useClockInterval';
import { useClockTimeout } from '../../lib/runtime/useClockTimeout';
import { toaster } from '../../ui/toaster';
import {
  SECURITY_MEASURES,
  THREAT_CHANCE,
  THREAT_CHECK_MS,
  THREAT_DURATION_MS,
  type SecurityMeasure,
} from './securityMeasures';

export interface SecurityMonitor {
  measures: SecurityMeasure[];
  threat: boolean;
}

/** The threat simulation: every 60 s a 5 % chance that one measure turns warning, for 10 s. */
export function useSecurityMonitor(): SecurityMonitor {
  const random = useRandom();
  const [measures, setMeasures] = useState(SECURITY_MEASURES);
  const [threat, setThreat] = useState(false);
  const mitigate = useClockTimeout();

  useClockInterval(
    () => {
      if (random.next() >= THREAT_CHANCE) return;
      const target = pick(random, SECURITY_MEASURES);
      setMeasures(
        SECURITY_MEASURES.map((measure) => (measure.id === target.id ? { ...measure, status: 'warning' } : measure)),
      );
      setThreat(true);
      toaster.create({
        type: 'warning',
        title: 'Potential security threat detected',
        description: `Suspicious activity detected in ${target.name}`,
        duration: 5000,
      });
      mitigate(() => {
        setMeasures(SECURITY_MEASURES);
        setThreat(false);
        toaster.create({
          type: 'success',
          title: 'Security threat mitigated',
          description: 'All security systems operating normally',
          duration: 3000,
        });
      }, THREAT_DURATION_MS);
    },
    threat ? null : THREAT_CHECK_MS,
  );

  return { measures, threat };
}
