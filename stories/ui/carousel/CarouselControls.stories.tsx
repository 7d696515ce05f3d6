import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CarouselControls } from '../../../src/ui/carousel/CarouselControls';
import type { AutoAdvance } from '../../../src/ui/carousel/useAutoAdvance';

const running: AutoAdvance = { playing: true, enabled: true, paused: false, togglePause: fn(), interacted: fn() };

// What moving and pausing do to a carousel is played out in the Carousel and ReviewCarousel stories.
const meta = {
  title: 'Features/Carousel/CarouselControls',
  component: CarouselControls,
  args: { position: 2, count: 8, noun: { one: 'slide', many: 'slides' }, onMove: fn(), autoAdvance: running },
} satisfies Meta<typeof CarouselControls>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect(canvas.getByText('3 / 8')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pause automatic slides' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const PausedReviews: Story = {
  args: { noun: { one: 'review', many: 'reviews' }, autoAdvance: { ...running, playing: false, paused: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next review' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resume automatic reviews' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** A carousel that never moves by itself (reduced motion) offers nothing to pause. */
export const NothingMoves: Story = {
  args: { autoAdvance: { ...running, playing: false, enabled: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(2);
  },
};
