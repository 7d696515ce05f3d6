import { IconButton } from '@chakra-ui/react';
import { Pause, Play } from 'lucide-react';
import type { AutoAdvance } from './useAutoAdvance';

/** The pause / resume control of a carousel that moves by itself; nothing when it never moves. */
export function AutoAdvanceToggle({ autoAdvance, noun }: { autoAdvance: AutoAdvance; noun: string }) {
  if (!autoAdvance.enabled) return null;
  const { paused, togglePause } = autoAdvance;
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={paused ? `Resume automatic ${noun}` : `Pause automatic ${noun}`}
      aria-pressed={paused}
      onClick={togglePause}
    >
      {paused ? <Play /> : <Pause />}
    </IconButton>
  );
}
