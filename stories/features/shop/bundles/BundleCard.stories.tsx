import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BundleCard } from '../../../../src/features/shop/bundles/BundleCard';
import { bundleById, storedCart } from '../../../support/catalogueItems';
import { clearToasts } from '../../../support/clearToasts';
import { storyLocation } from '../../../support/storyLocation';

const meta = {
  title: 'Features/Bundles/BundleCard',
  component: BundleCard,
  args: { bundle: bundleById('bundle01') },
  decorators: [
    (Story) => (
      <Box maxWidth="xs">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof BundleCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article'));
    await expect(card.getByRole('heading', { name: 'Starter Pack' })).toBeVisible();
    await expect(card.getByText('Beginner')).toBeVisible();
    await expect(card.getByText('10% OFF')).toBeVisible();
    await expect(card.getByText('Two favourites in one box')).toBeVisible();
    await expect(card.getByText('0.0059 BTC')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Add to Cart Starter Pack' })).toBeVisible();
  },
};

export const AddsEveryItemOfTheBundle: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to Cart Starter Pack' }));
    await waitFor(() => expect(body.getByText('Added to cart: Starter Pack')).toBeVisible());
    await expect(body.getByText('Quantity: 1')).toBeVisible();
    await waitFor(() =>
      expect(storedCart()).toEqual([
        { id: 'p01', type: 'product', quantity: 1 },
        { id: 'p04', type: 'product', quantity: 1 },
      ]),
    );
    await clearToasts(canvasElement);
  },
};

export const OpensTheBundle: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Starter Pack' }));
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/bundles/bundle01'));
  },
};
