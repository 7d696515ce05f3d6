import { useEffect, useRef, useState } from 'react';
import { Text } from '@chakra-ui/react';
import type { TimerId } from '../../lib/runtime/clock';
import { useClock } from '../../lib/runtime/useRuntime';
import { useOnScreen } from '../../ui/useOnScreen';
import { usePrefersReducedMotion } from '../../ui/usePrefersReducedMotion';
import { BEAT_MS, SLOGANS, typedSloganAt } from './typedSlogan';

/**
 * The hero's typed slogans; under reduced motion the slogan stands whole. The letters render only
 * when one changes, and not at all while the hero is scrolled out of view: a beat every 70 ms for
 * as long as the page was open kept a phone's main thread waking for nothing. Only the typed text
 * renders per letter (TypedLine, a plain span): the styled line around it stays as it was.
 */
export function TypedSlogans() {
  const reducedMotion = usePrefersReducedMotion();
  const [line, onScreen] = useOnScreen<HTMLParagraphElement>();
  return (
    // Full width, so the box stays put while the centred slogan grows (no layout shift per letter).
    <Text
      ref={line}
      fontSize={{ base: 'lg', md: '2xl' }}
      fontWeight="semibold"
      color="accent.fg"
      minHeight="1.5em"
      alignSelf="stretch"
    >
      {/* Screen readers get the whole list once, not every keystroke. */}
      <TypedLine typing={onScreen && !reducedMotion} whole={reducedMotion} />
      <Text as="span" srOnly>
        {SLOGANS.join(' ')}
      </Text>
    </Text>
  );
}

/** The letters typed so far, moving on while `typing`; the whole slogan when `whole`. */
function TypedLine({ typing, whole }: { typing: boolean; whole: boolean }) {
  const clock = useClock();
  const [beat, setBeat] = useState(0);
  // The timer chain reads and moves the beat itself, so a stepped clock runs it beat by beat.
  const beatNow = useRef(0);

  useEffect(() => {
    if (!typing) return undefined;
    let timer: TimerId;
    let wait = 1;
    let waitingSince = clock.now();
    const next = () => {
      wait = typedSloganAt(beatNow.current).beatsUntilChange;
      waitingSince = clock.now();
      timer = clock.setTimeout(() => {
        beatNow.current += wait;
        setBeat(beatNow.current);
        next();
      }, wait * BEAT_MS);
    };
    next();
    return () => {
      clock.clearTimeout(timer);
      // A hold cut short (scrolled away) keeps the beats it has had: it goes on, not over again.
      const had = Math.floor((clock.now() - waitingSince) / BEAT_MS);
      beatNow.current += Math.max(0, Math.min(wait - 1, had));
    };
  }, [clock, typing]);

  const { slogan, typed } = typedSloganAt(beat);
  return <span aria-hidden="true">{whole ? slogan : typed}</span>;
}
