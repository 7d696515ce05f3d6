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
  parameters: {
    docs: {
      description: {
        component:
          "A carousel's previous and next buttons, its 'n / count' position, and a pause / resume control that shows only where the carousel moves by itself. Carousel and ReviewCarousel render it from their own state; use it directly only when building another carousel on useCarousel. Do not place it away from the items it moves: its buttons are named after them, not after the region.",
      },
    },
  },
  argTypes: {
    position: { description: 'The current item, zero-based.', control: { type: 'number', min: 0, step: 1 } },
    count: { description: 'How many items there are.', control: { type: 'number', min: 1, step: 1 } },
    noun: {
      description: "What one item and several are called in the buttons' names: `{ one: 'slide', many: 'slides' }`.",
      control: 'object',
    },
    onMove: { description: 'Called with 1 (next) or -1 (previous).', control: false },
    autoAdvance: {
      description:
        'The auto-advance state from useCarousel: `enabled` shows the pause control, `paused` sets its state.',
      control: false,
    },
    marginTop: { description: 'Space above the controls.', control: 'text' },
  },
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
