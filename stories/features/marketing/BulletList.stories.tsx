import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BulletList } from '../../../src/features/marketing/BulletList';

const meta = {
  title: 'Features/Marketing/BulletList',
  component: BulletList,
  args: {
    items: [
      'Orders ship within 24 hours of payment confirmation.',
      'Delivery in 3-5 business days.',
      'Lost or damaged parcels are reshipped free.',
    ],
  },
} satisfies Meta<typeof BulletList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeItems: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
