import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StarRating } from '../../src/ui/StarRating';

const meta = {
  title: 'UI/StarRating',
  component: StarRating,
  args: { rating: 4.6 },
  parameters: {
    docs: {
      description: {
        component:
          "A 0 to 5 rating as five stars. `whole` fills the rating rounded down (catalogue and product pages); `decimal` adds the value to one decimal (featured slides). Read out as 'Rated n out of 5'.",
      },
    },
  },
  argTypes: {
    rating: { description: 'The rating, 0 to 5.', control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    variant: {
      description: '`whole` stars only, or `decimal` with the value.',
      control: 'inline-radio',
      options: ['whole', 'decimal'],
    },
    size: { description: 'Star size.', control: 'inline-radio', options: ['sm', 'md'] },
  },
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
