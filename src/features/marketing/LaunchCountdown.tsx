import { useState } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { Countdown } from '../../ui/Countdown';
import { LinkButton } from '../../ui/RouterLink';
import { useClock } from '../../lib/runtime/useRuntime';
import { launchCountdownTarget } from './launchCountdownTarget';
import { useHasStarted } from '../../lib/startup/useHasStarted';

const launchDate = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric' });

/** The launch message: a countdown to the next launch day and a way back to the shop. */
export function LaunchCountdown() {
  const clock = useClock();
  const started = useHasStarted();
  // The launch day depends on today: unknown (dashes, same space) until the app has started.
  const [target, setTarget] = useState(() => (started ? launchCountdownTarget(clock.now()) : null));
  if (target === null && started) setTarget(launchCountdownTarget(clock.now()));
  return (
    <Stack gap="6" alignItems="center" textAlign="center">
      <Heading as="h2" size="xl">
        New releases launch on {target === null ? '…' : launchDate.format(target)}
      </Heading>
      <Text color="fg.muted" maxWidth="xl">
        Our next editions are almost ready. Fresh colours, new shapes and limited packs arrive at 23:59:59 on launch
        day.
      </Text>
      {/* Keyed so the countdown reads the clock afresh once the launch day is known. */}
      <Countdown key={target === null ? 'pending' : 'known'} target={target} label="Launch in" />
      <LinkButton to="/products">Browse Products</LinkButton>
    </Stack>
  );
}
