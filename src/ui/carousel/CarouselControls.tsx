import { HStack, IconButton, Text, type StackProps } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import type { AutoAdvance } from './useAutoAdvance';

export interface CarouselControlsProps extends Pick<StackProps, 'marginTop'> {
  /** Zero-based. */
  position: number;
  count: number;
  /** What one slide and several are called in the buttons' names: 'slide' and 'slides'. */
  noun: { one: string; many: string };
  onMove(step: 1 | -1): void;
  autoAdvance: AutoAdvance;
}

/**
 * Previous, 'n / count', next, and the pause / resume control, which shows only where the
 * carousel moves by itself (not under reduced motion).
 */
export function CarouselControls({ position, count, noun, onMove, autoAdvance, marginTop }: CarouselControlsProps) {
  const { enabled, paused, togglePause } = autoAdvance;
  return (
    <HStack justifyContent="center" gap="3" marginTop={marginTop}>
      <IconButton variant="outline" size="sm" aria-label={`Previous ${noun.one}`} onClick={() => onMove(-1)}>
        <ChevronLeft />
      </IconButton>
      <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums" aria-hidden="true">
        {position + 1} / {count}
      </Text>
      <IconButton variant="outline" size="sm" aria-label={`Next ${noun.one}`} onClick={() => onMove(1)}>
        <ChevronRight />
      </IconButton>
      {enabled && (
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={paused ? `Resume automatic ${noun.many}` : `Pause automatic ${noun.many}`}
          aria-pressed={paused}
          onClick={togglePause}
        >
          {paused ? <Play /> : <Pause />}
        </IconButton>
      )}
    </HStack>
  );
}
