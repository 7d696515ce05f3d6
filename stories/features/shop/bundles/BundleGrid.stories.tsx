import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BundleGrid } from '../../../../src/features/shop/bundles/BundleGrid';
import { bundles } from '../../../../src/features/shop/bundles/bundles';
import { cardNames } from '../../../support/catalogueItems';
import { mobileViewport } from '../../../support/viewports';

const meta = {
  title: 'Features/Bundles/BundleGrid',
  component: BundleGrid,
  args: { items: bundles },
} satisfies Meta<typeof BundleGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllBundles: Story = {
  play: async ({ canvasElement }) => {
    await expect(cardNames(canvasElement)).toEqual(bundles.map((bundle) => bundle.name));
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  args: { items: bundles.slice(0, 2) },
  play: async ({ canvasElement }) => {
    await expect(cardNames(canvasElement)).toHaveLength(2);
  },
};
