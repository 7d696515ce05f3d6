import { useMediaQuery } from '@chakra-ui/react';

/**
 * True while the visitor asks for less motion: carousels then do not advance on their own.
 * Read on the first render (not after it), so a carousel never starts moving and then stops.
 */
export function usePrefersReducedMotion(): boolean {
  const [reduce = false] = useMediaQuery(['(prefers-reduced-motion: reduce)'], { ssr: false });
  return reduce;
}
