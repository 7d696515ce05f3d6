import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AutoAdvanceToggle } from '../../../src/features/carousel/AutoAdvanceToggle';
import type { AutoAdvance } from '../../../src/features/carousel/useAutoAdvance';

const running: AutoAdvance = { playing: true, enabled: true, paused: false, togglePause: fn(), interacted: fn() };

const meta = {
  title: 'Features/Carousel/AutoAdvanceToggle',
  component: AutoAdvanceToggle,
  args: { autoAdvance: running, noun: 'slides' },
} satisfies Meta<typeof AutoAdvanceToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {
  // What pausing does to a carousel is played out in the Carousel and ReviewCarousel stories.
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Pause automatic slides' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Paused: Story = {
  args: { autoAdvance: { ...running, playing: false, paused: true }, noun: 'reviews' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Resume automatic reviews' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A carousel that never moves by itself (reduced motion) offers nothing to pause. */
export const NothingMoves: Story = {
  args: { autoAdvance: { ...running, playing: false, enabled: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
