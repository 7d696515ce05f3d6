import { useRef, useState, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { CarouselControls } from './CarouselControls';
import { useAutoAdvance } from './useAutoAdvance';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** SPEC section 9: advance every 3 s. */
export const CAROUSEL_INTERVAL_MS = 3000;
/** A horizontal move of more than this many pixels is a swipe. */
export const SWIPE_DELTA_PX = 10;

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
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const count = items.length;
  const autoAdvance = useAutoAdvance((autoplay ?? !reducedMotion) && count > 1, CAROUSEL_INTERVAL_MS, () =>
    setIndex((current) => (current + 1) % count),
  );
  const { playing, interacted } = autoAdvance;

  const move = (step: number) => {
    interacted();
    setIndex((current) => (current + step + count) % count);
  };

  const current = items[Math.min(index, count - 1)];
  if (current === undefined) return null;
  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') move(1);
        else if (event.key === 'ArrowLeft') move(-1);
      }}
      onPointerDown={(event) => {
        swipeStart.current = event.clientX;
        interacted();
      }}
      onPointerUp={(event) => {
        if (swipeStart.current === null) return;
        const delta = event.clientX - swipeStart.current;
        swipeStart.current = null;
        if (Math.abs(delta) > SWIPE_DELTA_PX) move(delta < 0 ? 1 : -1);
      }}
      touchAction="pan-y"
    >
      <Box
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${count}`}
        aria-live={playing ? 'off' : 'polite'}
        key={itemKey(current)}
      >
        {renderItem(current)}
      </Box>
      <CarouselControls
        position={index}
        count={count}
        noun={{ one: 'slide', many: 'slides' }}
        onMove={move}
        autoAdvance={autoAdvance}
        marginTop="4"
      />
    </Box>
  );
}
