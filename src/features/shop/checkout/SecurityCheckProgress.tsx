import { useState } from 'react';
import { Box, Heading, HStack, List, Progress, Stack, Text } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-ui/react/theme';
import { Check, Loader, ShieldCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useClock } from '../../../lib/runtime/useRuntime';
import { useClockInterval } from '../../../lib/runtime/useClockInterval';
import { SECURITY_CHECK_MESSAGES, securityCheckState } from './securityCheckSequence';

/** Often enough for a smooth bar, rare enough to be cheap. */
const TICK_MS = 100;
const PAYMENT_PATH = '/crypto-vault-payment';

/** The fake security check: progress to 100 over 5 s with its seven messages, then the payment page. */
export function SecurityCheckProgress() {
  const clock = useClock();
  const navigate = useNavigate();
  const [startedAt] = useState(() => clock.now());
  const [elapsed, setElapsed] = useState(0);
  const state = securityCheckState(elapsed);

  useClockInterval(
    () => {
      const next = clock.now() - startedAt;
      setElapsed(next);
      if (securityCheckState(next).done) void navigate(PAYMENT_PATH, { replace: true });
    },
    state.done ? null : TICK_MS,
  );

  const message = SECURITY_CHECK_MESSAGES[state.messageIndex];
  return (
    <Stack gap="6" maxWidth="xl" marginX="auto" width="full">
      <HStack gap="3" justifyContent="center" color="accent.fg">
        <ShieldCheck aria-hidden="true" size={32} />
        <Heading as="h2" size="lg">
          {message}...
        </Heading>
        {/* A reader hears the steps, not the ticks. The region is empty at first and its first step
            arrives with the first tick: a region inserted together with its text is often not read. */}
        <Box srOnly role="status">
          {elapsed > 0 && `Step ${state.messageIndex + 1} of ${SECURITY_CHECK_MESSAGES.length}: ${message}`}
        </Box>
      </HStack>
      <Progress.Root value={state.progress} max={100} size="lg" aria-label="Security check progress">
        <HStack justifyContent="space-between" marginBottom="2">
          <Progress.Label>Security check</Progress.Label>
          {/* Zag makes the value a live region; ten changes a second would drown the steps. */}
          <Progress.ValueText aria-live="off">{state.progress}%</Progress.ValueText>
        </HStack>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <List.Root recipe={listSlotRecipe} variant="plain" gap="2" aria-label="Security steps">
        {SECURITY_CHECK_MESSAGES.map((step, index) => {
          const status =
            index < state.messageIndex || state.done ? 'done' : index === state.messageIndex ? 'current' : 'pending';
          return (
            <List.Item key={step} color={status === 'pending' ? 'fg.muted' : status === 'done' ? 'fg' : 'accent.fg'}>
              <HStack gap="2">
                <Box as="span" width="4" aria-hidden="true">
                  {status === 'done' ? <Check size={16} /> : status === 'current' ? <Loader size={16} /> : null}
                </Box>
                <Text as="span">
                  {step}
                  <Text as="span" srOnly>
                    {status === 'done' ? ' (done)' : status === 'current' ? ' (in progress)' : ' (waiting)'}
                  </Text>
                </Text>
              </HStack>
            </List.Item>
          );
        })}
      </List.Root>
    </Stack>
  );
}
