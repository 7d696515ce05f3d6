import { useState } from 'react';
import { useClockInterval } from '../../lib/runtime/useClockInterval';
import { useClockTimeout } from '../../lib/runtime/useClockTimeout';

/** After an interaction, wait 5 s of quiet before advancing again (docs/behaviour.md). */
export const CAROUSEL_RESUME_MS = 5000;

export interface AutoAdvance {
  /** Whether slides are moving by themselves right now. */
  playing: boolean;
  /** Whether there is automatic movement at all, so a pause control is worth showing. */
  enabled: boolean;
  paused: boolean;
  togglePause(): void;
  /** Call on any interaction: movement stops, and resumes after CAROUSEL_RESUME_MS of quiet. */
  interacted(): void;
}

/**
 * Timed advance for the carousels on the injected clock, with the visitor's pause control and
 * the hold after an interaction (WCAG 2.2.2: anything that moves by itself can be paused).
 */
export function useAutoAdvance(
  enabled: boolean,
  intervalMs: number,
  advance: () => void,
  /** Held by the caller (the keyboard's focus inside, or out of view): no movement while true. */
  held = false,
): AutoAdvance {
  const [paused, setPaused] = useState(false);
  const [interacting, setInteracting] = useState(false);
  const later = useClockTimeout();
  const playing = enabled && !paused && !interacting && !held;
  useClockInterval(advance, playing ? intervalMs : null);
  return {
    playing,
    enabled,
    paused,
    togglePause: () => setPaused((value) => !value),
    interacted: () => {
      setInteracting(true);
      later(() => setInteracting(false), CAROUSEL_RESUME_MS);
    },
  };
}
