import { Box } from '@chakra-ui/react';
import { useNavigation } from 'react-router';

/**
 * A slim bar along the top while the next route's code or data loads, so a slow navigation
 * never looks like a click that did nothing. Its width eases towards, never reaches, the end.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  if (!busy) return null;
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      position="fixed"
      insetX="0"
      top="0"
      height="3px"
      zIndex="skipNav"
      pointerEvents="none"
    >
      <Box
        height="full"
        bg="accent.solid"
        transformOrigin="left"
        animation="cv-navigation-progress 8s cubic-bezier(0.1, 0.7, 0.2, 1) forwards"
        css={{
          '@keyframes cv-navigation-progress': {
            from: { transform: 'scaleX(0.05)' },
            to: { transform: 'scaleX(0.9)' },
          },
        }}
      />
    </Box>
  );
}
