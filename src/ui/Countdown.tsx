import { useState } from 'react';
import { Box, HStack, Text } from '@chakra-ui/react';
import { useClock } from '../lib/runtime/useRuntime';
import { useClockInterval } from '../lib/runtime/useClockInterval';
import { countdownParts } from './countdownParts';

export interface CountdownProps {
  /** The moment to count down to, in ms since the epoch; null shows dashes until it is known. */
  target: number | null;
  label?: string;
}

const units = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const;

export function Countdown({ target, label = 'Time left' }: CountdownProps) {
  const clock = useClock();
  const [now, setNow] = useState(() => (target === null ? 0 : clock.now()));
  const parts = target === null ? null : countdownParts(target, now);
  useClockInterval(() => setNow(clock.now()), parts === null || parts.done ? null : 1000);

  const spoken = parts
    ? `${parts.days} days, ${parts.hours} hours, ${parts.minutes} minutes, ${parts.seconds} seconds`
    : 'not known yet';
  return (
    // A timer is not announced on every tick; the label carries the current value for whoever asks.
    <HStack role="timer" aria-label={`${label}: ${spoken}`} gap={{ base: '2', md: '4' }} justifyContent="center">
      {units.map(([key, name]) => (
        <Box
          key={key}
          layerStyle="glowPanel"
          borderRadius="lg"
          minWidth={{ base: '16', md: '20' }}
          paddingY="3"
          textAlign="center"
          aria-hidden="true"
        >
          <Text
            fontSize={{ base: '2xl', md: '4xl' }}
            fontWeight="bold"
            fontVariantNumeric="tabular-nums"
            color="accent.fg"
          >
            {parts ? String(parts[key]).padStart(2, '0') : '--'}
          </Text>
          <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
            {name}
          </Text>
        </Box>
      ))}
    </HStack>
  );
}
