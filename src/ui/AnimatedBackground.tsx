import { Box } from '@chakra-ui/react';

/**
 * One drifting glow: a layer 160% of the window's size that slides under it. It moves by
 * `transform` alone, which the compositor animates on a layer painted once; the glows used to
 * move by `background-position`, which repainted the whole window 60 times a second on the main
 * thread (an idle /products kept 1.2 cores busy on this machine, and a phone's main thread is
 * where start-up and taps run). At rest, and under reduced motion, both layers sit at the
 * top-left corner, as the background positions did.
 */
function Glow({ gradient, drift }: { gradient: string; drift: string }) {
  return (
    <Box
      data-glow=""
      position="absolute"
      top="0"
      left="0"
      width="160%"
      height="160%"
      backgroundImage={gradient}
      animation={`${drift} 24s ease-in-out infinite`}
      _motionReduce={{ animation: 'none' }}
    />
  );
}

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
      overflow="hidden"
      bgColor="bg"
      backgroundImage="linear-gradient(180deg, rgba(7, 11, 20, 0) 0%, rgba(7, 11, 20, 0.9) 100%)"
    >
      {/* The first glow is drawn over the second, as the first of several background images is. */}
      <Glow
        gradient="radial-gradient(circle at 80% 85%, rgba(168, 85, 247, 0.12), transparent 45%)"
        drift="vaultDriftB"
      />
      <Glow
        gradient="radial-gradient(circle at 20% 15%, rgba(34, 211, 238, 0.14), transparent 45%)"
        drift="vaultDriftA"
      />
    </Box>
  );
}
