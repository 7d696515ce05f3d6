import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BundleBadges } from '../../../../src/features/shop/bundles/BundleBadges';
import { bundleById } from '../../../support/catalogueItems';

const meta = {
  title: 'Features/Bundles/BundleBadges',
  component: BundleBadges,
  args: { bundle: bundleById('bundle01') },
} satisfies Meta<typeof BundleBadges>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Beginner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Beginner')).toBeVisible();
    await expect(canvas.getByText('10% OFF')).toBeVisible();
  },
};

export const DeathUser: Story = {
  args: { bundle: bundleById('bundle11') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Death User')).toBeVisible();
    await expect(canvas.getByText('25% OFF')).toBeVisible();
  },
};
