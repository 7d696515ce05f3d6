import { describe, expect, it } from 'vitest';
import { playedInStoryUi } from './storyUiSelection';

const story = (title: string) => ({ id: 'any--story', title, importPath: './stories/any.stories.tsx' });
const STILL_SOURCE = "await userEvent.click(canvas.getByRole('button'));";

describe('playedInStoryUi', () => {
  it.each(['Pages/Home Page', 'App/Route Loading', 'Flows/Shopper Journey'])('plays the story %s', (title) => {
    expect(playedInStoryUi(story(title), STILL_SOURCE)).toBe(true);
  });

  it('leaves a component story without motion to the Vitest run', () => {
    expect(playedInStoryUi(story('UI/Quantity Stepper'), STILL_SOURCE)).toBe(false);
    expect(playedInStoryUi(story('Features/Shop/Cart Summary'), STILL_SOURCE)).toBe(false);
  });

  it('plays a component story whose play waits for motion', () => {
    const source = 'await animationsSettled(canvasElement.ownerDocument);';
    expect(playedInStoryUi(story('Features/Site Chrome/Mobile Menu'), source)).toBe(true);
  });

  it('does not take a title that only starts like a screen', () => {
    expect(playedInStoryUi(story('Pageslike/Thing'), STILL_SOURCE)).toBe(false);
  });
});
