import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StarRating } from '../../src/ui/StarRating';

const meta = {
  title: 'UI/StarRating',
  component: StarRating,
  args: { rating: 4.6 },
} satisfies Meta<typeof StarRating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WholeStars: Story = {
  play: async ({ canvasElement }) => {
    const rating = within(canvasElement).getByRole('img', { name: 'Rated 4 out of 5' });
    await expect(rating.querySelectorAll('[data-filled]')).toHaveLength(4);
  },
};

export const OneDecimal: Story = {
  args: { variant: 'decimal', size: 'md' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeVisible();
  },
};

export const Zero: Story = {
  args: { rating: 0 },
  play: async ({ canvasElement }) => {
    const rating = within(canvasElement).getByRole('img', { name: 'Rated 0 out of 5' });
    await expect(rating.querySelectorAll('[data-filled]')).toHaveLength(0);
  },
};

export const Perfect: Story = {
  args: { rating: 5, variant: 'decimal' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeVisible();
  },
};
