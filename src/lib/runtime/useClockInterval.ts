import { useEffect, useRef } from 'react';
import { useClock } from './useRuntime';

/**
 * Calls `callback` every `ms` on the injected clock; `null` pauses it. The latest callback is
 * used without restarting the timer, so a re-render does not reset the beat.
 */
export function useClockInterval(callback: () => void, ms: number | null): void {
  const clock = useClock();
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    if (ms === null) return undefined;
    const id = clock.setInterval(() => latest.current(), ms);
    return () => clock.clearInterval(id);
  }, [clock, ms]);
}
