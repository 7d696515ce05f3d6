import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { usePrefersReducedMotion } from '../usePrefersReducedMotion';
import { CarouselControls } from './CarouselControls';
import { useCarousel } from './useCarousel';

/** Advance every 3 s (docs/behaviour.md). */
export const CAROUSEL_INTERVAL_MS = 3000;

export interface CarouselProps<T> {
  items: readonly T[];
  label: string;
  itemKey(item: T): string;
  renderItem(item: T): ReactNode;
  /** Auto-advance; defaults to on, and off when the visitor prefers reduced motion. */
  autoplay?: boolean;
}

/** One slide at a time, with arrows, keyboard arrows, swipe and a pause control. */
export function Carousel<T>({ items, label, itemKey, renderItem, autoplay }: CarouselProps<T>) {
  const reducedMotion = usePrefersReducedMotion();
  const carousel = useCarousel({
    count: items.length,
    label,
    autoplay: autoplay ?? !reducedMotion,
    intervalMs: CAROUSEL_INTERVAL_MS,
  });

  const current = items[carousel.index];
  if (current === undefined) return null;
  return (
    <Box {...carousel.regionProps}>
      <Box {...carousel.slideProps} key={itemKey(current)}>
        {renderItem(current)}
      </Box>
      <CarouselControls
        position={carousel.index}
        count={items.length}
        noun={{ one: 'slide', many: 'slides' }}
        onMove={carousel.move}
        autoAdvance={carousel.autoAdvance}
        marginTop="4"
      />
    </Box>
  );
}
