import { useState } from 'react';
import { Text } from '@chakra-ui/react';
import { useClockInterval } from '../../lib/runtime/useClockInterval';
import { usePrefersReducedMotion } from '../../ui/usePrefersReducedMotion';

const slogans = ['End-to-end encrypted.', 'Discreet payments.', 'Discreet shipping.', 'Direct from the factory.'];
const TYPE_MS = 70;
/** Ticks a typed slogan stays whole before the next one starts. */
const HOLD_TICKS = 25;

/** The hero's typed slogans; under reduced motion the first slogan simply stands. */
export function TypedSlogans() {
  const reducedMotion = usePrefersReducedMotion();
  const [tick, setTick] = useState(0);
  useClockInterval(() => setTick((value) => value + 1), reducedMotion ? null : TYPE_MS);

  let remaining = tick;
  let sloganIndex = 0;
  for (;;) {
    const length = (slogans[sloganIndex % slogans.length] ?? '').length + HOLD_TICKS;
    if (remaining < length) break;
    remaining -= length;
    sloganIndex++;
  }
  const slogan = slogans[sloganIndex % slogans.length] ?? '';
  const shown = reducedMotion ? slogan : slogan.slice(0, remaining);
  return (
    // Full width, so the box stays put while the centred slogan grows (no layout shift per letter).
    <Text
      fontSize={{ base: 'lg', md: '2xl' }}
      fontWeight="semibold"
      color="accent.fg"
      minHeight="1.5em"
      alignSelf="stretch"
    >
      {/* Screen readers get the whole list once, not every keystroke. */}
      <span aria-hidden="true">{shown}</span>
      <Text as="span" srOnly>
        {slogans.join(' ')}
      </Text>
    </Text>
  );
}
