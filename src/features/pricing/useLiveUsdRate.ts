import { useState } from 'react';
import { useClockInterval } from '../../lib/runtime/useClockInterval';
import { useRandom } from '../../lib/runtime/useRuntime';
import { INITIAL_USD_RATE, USD_RATE_DRIFT_MS, nextUsdRate } from './liveUsdRate';

/** The simulated live USD per BTC rate, drifting on the injected clock and random source. */
export function useLiveUsdRate(): number {
  const random = useRandom();
  const [rate, setRate] = useState(INITIAL_USD_RATE);
  useClockInterval(() => setRate((current) => nextUsdRate(current, random)), USD_RATE_DRIFT_MS);
  return rate;
}
