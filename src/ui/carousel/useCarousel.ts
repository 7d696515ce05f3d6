import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type RefCallback,
} from 'react';
import { useClock } from '../../lib/runtime/useRuntime';
import { useOnScreen } from '../useOnScreen';
import { stepForKey, stepForSwipe, wrapIndex, type CarouselStep } from './carouselSteps';
import { useAutoAdvance, type AutoAdvance } from './useAutoAdvance';

export interface CarouselOptions {
  /** How many slides there are. */
  count: number;
  /** The carousel region's accessible name. */
  label: string;
  /** Whether the slides move by themselves (callers turn this off under reduced motion). */
  autoplay: boolean;
  /** Time between two automatic moves. */
  intervalMs: number;
  /** After any move, further moves within this time are ignored; 0 (the default) never locks. */
  moveLockMs?: number;
}

/** Spread on the element that holds the slide and its controls. */
export interface CarouselRegionProps {
  ref: RefCallback<HTMLDivElement>;
  role: 'region';
  'aria-roledescription': 'carousel';
  'aria-label': string;
  touchAction: 'pan-y';
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  onPointerDown(event: PointerEvent<HTMLElement>): void;
  onPointerUp(event: PointerEvent<HTMLElement>): void;
  onFocus(): void;
  onBlur(event: FocusEvent<HTMLElement>): void;
}

/** Spread on the element that shows the current slide. */
export interface CarouselSlideProps {
  role: 'group';
  'aria-roledescription': 'slide';
  'aria-label': string;
  /** Announce slides the visitor moved to, not the ones that move by themselves. */
  'aria-live': 'off' | 'polite';
}

export interface CarouselState {
  /** The slide shown, zero-based; always within the slides (0 when there are none). */
  index: number;
  /** A visitor's move: it holds the automatic advance (docs/behaviour.md). */
  move(step: CarouselStep): void;
  /** Shows a slide directly, as when the slides are re-ordered; no lock, no hold. */
  goTo(index: number): void;
  autoAdvance: AutoAdvance;
  regionProps: CarouselRegionProps;
  slideProps: CarouselSlideProps;
}

/**
 * Everything a carousel does besides drawing its slides, shared by every carousel so none writes
 * its own: the wrapping index, the arrow keys while focus is inside the region, swipes, the timed
 * advance with its pause control, and the hold after a visitor's move (WCAG 2.2.2). The advance
 * also holds while the region is scrolled out of view: a slide nobody sees costs a phone a
 * render for nothing. Its beat starts again as soon as any of the region is back in view.
 */
export function useCarousel({ count, label, autoplay, intervalMs, moveLockMs = 0 }: CarouselOptions): CarouselState {
  const clock = useClock();
  const [position, setPosition] = useState(0);
  const lockedUntil = useRef(0);
  const swipeStart = useRef<number | null>(null);

  const step = (by: CarouselStep) => {
    const now = clock.now();
    if (count === 0 || now < lockedUntil.current) return;
    if (moveLockMs > 0) lockedUntil.current = now + moveLockMs;
    setPosition((current) => wrapIndex(current, by, count));
  };
  // A slide that moves away under the keyboard's focus takes the focus with it, to the page's
  // top: the slides hold still while the keyboard's focus is anywhere inside (WCAG 2.2.2, as the
  // ARIA carousel pattern has it). A focus that a press brought is not the keyboard's: a
  // pointer's interaction holds them for CAROUSEL_RESUME_MS, as any interaction does. A press
  // lasts from its pointerdown in the region to the click that ends it, wherever that lands, its
  // pointercancel, or the next key pressed (a swipe ends with no click): a tap focuses its button
  // after pointerup, and a press may be released outside the region.
  const [focusInside, setFocusInside] = useState(false);
  const pressing = useRef(false);
  useEffect(() => {
    const pressEnded = () => {
      pressing.current = false;
    };
    const ends = ['click', 'pointercancel', 'keydown'] as const;
    for (const type of ends) window.addEventListener(type, pressEnded, true);
    return () => {
      for (const type of ends) window.removeEventListener(type, pressEnded, true);
    };
  }, []);
  const [region, onScreen] = useOnScreen<HTMLDivElement>();
  const autoAdvance = useAutoAdvance(autoplay && count > 1, intervalMs, () => step(1), focusInside || !onScreen);
  const move = (by: CarouselStep) => {
    autoAdvance.interacted();
    step(by);
  };

  const index = wrapIndex(position, 0, count);
  return {
    index,
    move,
    goTo: setPosition,
    autoAdvance,
    regionProps: {
      ref: region,
      role: 'region',
      'aria-roledescription': 'carousel',
      'aria-label': label,
      // Vertical scrolling stays the browser's; horizontal drags are the carousel's swipes.
      touchAction: 'pan-y',
      onKeyDown: (event) => {
        const by = stepForKey(event.key);
        if (by !== null) move(by);
      },
      onPointerDown: (event) => {
        pressing.current = true;
        swipeStart.current = event.clientX;
        autoAdvance.interacted();
      },
      onFocus: () => setFocusInside(!pressing.current),
      onBlur: (event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
          setFocusInside(false);
        }
      },
      onPointerUp: (event) => {
        if (swipeStart.current === null) return;
        const by = stepForSwipe(swipeStart.current, event.clientX);
        swipeStart.current = null;
        if (by !== null) move(by);
      },
    },
    slideProps: {
      role: 'group',
      'aria-roledescription': 'slide',
      'aria-label': `${index + 1} of ${count}`,
      'aria-live': autoAdvance.playing ? 'off' : 'polite',
    },
  };
}
