import { useEffect, useState } from 'react';
import { useClock } from '../../lib/runtime/useRuntime';

const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
/** Typing fires many events; one update a second is plenty for a time shown to the minute. */
const MIN_STEP_MS = 1000;

/** When the person at this screen last pressed, clicked, typed or scrolled (on the injected clock). */
export function useLastActivity(): number {
  const clock = useClock();
  const [last, setLast] = useState(() => clock.now());
  useEffect(() => {
    const touch = () => {
      const now = clock.now();
      setLast((current) => (now - current >= MIN_STEP_MS ? now : current));
    };
    for (const type of INTERACTIONS) window.addEventListener(type, touch, { passive: true, capture: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, touch, { capture: true });
    };
  }, [clock]);
  return last;
}
