import { useCallback, useEffect, useRef } from 'react';
import { useClock } from './useRuntime';

/**
 * Returns `start(callback, ms)`, a one-shot timer on the injected clock. Starting again replaces
 * the pending one, and unmounting cancels it, so no callback lands on an unmounted component.
 */
export function useClockTimeout(): (callback: () => void, ms: number) => void {
  const clock = useClock();
  const pending = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (pending.current !== null) clock.clearTimeout(pending.current);
    },
    [clock],
  );
  return useCallback(
    (callback: () => void, ms: number) => {
      if (pending.current !== null) clock.clearTimeout(pending.current);
      pending.current = clock.setTimeout(() => {
        pending.current = null;
        callback();
      }, ms);
    },
    [clock],
  );
}
