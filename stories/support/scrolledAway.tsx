import type { Decorator } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';

/** Room below the story, so that its page can scroll it out of view. */
export const withRoomBelow: Decorator = (Story) => (
  <Box>
    <Story />
    <Box height="300vh" />
  </Box>
);

/**
 * Scrolls the story's page so that the story is out of view (`away`), or back to its top. The
 * preview scrolls every story's page back to the top before the next one (.storybook/storyReset.ts).
 */
export function scrollStory(canvasElement: HTMLElement, where: 'away' | 'back'): void {
  const view = canvasElement.ownerDocument.defaultView ?? window;
  view.scrollTo(0, where === 'away' ? view.innerHeight * 2 : 0);
}
