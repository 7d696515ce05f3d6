import { Box } from '@chakra-ui/react';

/** Slow drifting glows behind every page; still under reduced motion. Purely decorative. */
export function AnimatedBackground() {
  return (
    <Box
      aria-hidden="true"
      data-testid="animated-background"
      position="fixed"
      inset="0"
      zIndex="0"
      pointerEvents="none"
      bgColor="bg"
      backgroundImage={[
        'radial-gradient(circle at 20% 15%, rgba(34, 211, 238, 0.14), transparent 45%)',
        'radial-gradient(circle at 80% 85%, rgba(168, 85, 247, 0.12), transparent 45%)',
        'linear-gradient(180deg, rgba(7, 11, 20, 0) 0%, rgba(7, 11, 20, 0.9) 100%)',
      ].join(', ')}
      backgroundSize="160% 160%, 160% 160%, 100% 100%"
      animation="vaultDrift 24s ease-in-out infinite"
      _motionReduce={{ animation: 'none' }}
    />
  );
}
