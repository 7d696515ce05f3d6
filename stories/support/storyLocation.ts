import { within } from 'storybook/test';

/** Where the story's memory router is now, as the StoryRouter probe reports it. */
export function storyLocation(canvasElement: HTMLElement): string {
  return within(canvasElement.ownerDocument.body).getByTestId('story-location').textContent ?? '';
}
