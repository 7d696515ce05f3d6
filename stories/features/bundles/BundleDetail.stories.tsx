import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BundleDetail } from '../../../src/features/bundles/BundleDetail';
import { bundleById, storedCart } from '../../support/catalogueItems';
import { clearToasts } from '../../support/clearToasts';
import { mobileViewport } from '../../support/viewports';

const meta = {
  title: 'Features/Bundles/BundleDetail',
  component: BundleDetail,
  args: { bundle: bundleById('bundle01') },
} satisfies Meta<typeof BundleDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Back to Bundles' })).toHaveAttribute('href', '/bundles');
    const inside = within(canvas.getByRole('region', { name: "What's Inside" }));
    await expect(inside.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Blue 100 × 1',
      'Happy Face × 1',
    ]);
    await expect(inside.getByRole('link', { name: 'Happy Face' })).toHaveAttribute('href', '/products/p04');
    const similar = within(canvas.getByRole('region', { name: 'Similar Bundles' }));
    await expect(similar.getAllByRole('article')).toHaveLength(4);
    await expect(similar.queryByRole('heading', { name: 'Starter Pack' })).toBeNull();
    // The checkout appears only after Buy Now.
    await expect(canvas.queryByRole('region', { name: 'Secure Checkout' })).toBeNull();
  },
};

export const QuantityTwoDoublesEveryItem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const savingOfOne = canvas.getByText(/^You Save:/).textContent;
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(canvas.getByText(/^You Save:/).textContent).not.toBe(savingOfOne));
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(body.getByText('Added to cart: Starter Pack')).toBeVisible());
    await expect(body.getByText('Quantity: 2')).toBeVisible();
    await expect(storedCart()).toEqual([
      { id: 'p01', type: 'product', quantity: 2 },
      { id: 'p04', type: 'product', quantity: 2 },
    ]);
    await clearToasts(canvasElement);
  },
};

export const BuyNowPastTheLimitKeepsCheckoutHidden: Story = {
  parameters: { cart: [{ id: 'p01', type: 'product', quantity: 10 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Buy Now/ }));
    await waitFor(() => expect(body.getByText('Maximum quantity limit reached')).toBeVisible());
    await expect(canvas.queryByRole('region', { name: 'Secure Checkout' })).toBeNull();
    await expect(storedCart()).toEqual([{ id: 'p01', type: 'product', quantity: 10 }]);
    await clearToasts(canvasElement);
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
};
