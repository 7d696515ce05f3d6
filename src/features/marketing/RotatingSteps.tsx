import { useEffect, useState } from 'react';
import { Box, Button, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useClock } from '../../lib/runtime/useRuntime';
import { useOnScreen } from '../../ui/useOnScreen';
import { usePrefersReducedMotion } from '../../ui/usePrefersReducedMotion';
import type { JourneyStep } from './howItWorksContent';

/** The rotating steps move on every 2.5 s (docs/behaviour.md#content-pages). */
export const ROTATING_STEP_MS = 2500;

export interface RotatingStepsProps {
  steps: JourneyStep[];
  label: string;
}

/**
 * Steps that take turns being current: the current one is enlarged, earlier ones are full and
 * later ones dimmed. A click selects a step and the rotation carries on from there. As the
 * carousels do, they do not move on their own under a reduced-motion preference, nor while
 * scrolled wholly out of view (a step nobody sees costs a phone a render every 2.5 s); back in
 * view, the next step comes a full 2.5 s later.
 */
export function RotatingSteps({ steps, label }: RotatingStepsProps) {
  const [current, setCurrent] = useState(0);
  const clock = useClock();
  const reducedMotion = usePrefersReducedMotion();
  const [block, onScreen] = useOnScreen<HTMLDivElement>();
  const rotating = onScreen && !reducedMotion;
  useEffect(() => {
    if (!rotating) return undefined;
    const next = clock.setTimeout(() => setCurrent((current + 1) % steps.length), ROTATING_STEP_MS);
    return () => clock.clearTimeout(next);
  }, [clock, current, steps.length, rotating]);

  return (
    <Stack ref={block} gap="5">
      <Progress.Root value={((current + 1) / steps.length) * 100} size="sm">
        <Progress.Label srOnly>{`${label}: step ${current + 1} of ${steps.length}`}</Progress.Label>
        <Progress.Track>
          {/* At once: easing its width (Chakra's default) laid the page out on every frame of each step. */}
          <Progress.Range transitionProperty="none" />
        </Progress.Track>
      </Progress.Root>
      <SimpleGrid as="ol" aria-label={label} columns={{ base: 1, md: steps.length }} gap="3" listStyleType="none">
        {steps.map((step, index) => {
          const state = index === current ? 'current' : index < current ? 'done' : 'upcoming';
          return (
            <Box as="li" key={step.title}>
              <Button
                variant="outline"
                onClick={() => setCurrent(index)}
                aria-current={state === 'current' ? 'step' : undefined}
                height="full"
                width="full"
                whiteSpace="normal"
                flexDirection="column"
                alignItems="flex-start"
                textAlign="start"
                gap="1"
                padding="4"
                borderColor={state === 'current' ? 'accent.fg' : 'border'}
                bg={state === 'upcoming' ? 'transparent' : 'bg.subtle'}
                transform={state === 'current' ? 'scale(1.05)' : undefined}
                boxShadow={state === 'current' ? 'glow' : undefined}
                // Only the scale eases, on the compositor: easing the glow repainted on every frame.
                transition="transform 0.3s"
              >
                <Text fontSize="xs" color={state === 'upcoming' ? 'fg.muted' : 'accent.fg'} fontWeight="semibold">
                  Step {index + 1}
                </Text>
                <Text fontWeight="bold" color={state === 'upcoming' ? 'fg.muted' : 'fg'}>
                  {step.title}
                </Text>
                <Text fontSize="sm" color="fg.muted" fontWeight="normal">
                  {step.description}
                </Text>
              </Button>
            </Box>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
