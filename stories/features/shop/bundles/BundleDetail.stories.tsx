import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BundleDetail } from '../../../../src/features/shop/bundles/BundleDetail';
import { bundleById, storedCart } from '../../../support/catalogueItems';
import { clearToasts } from '../../../support/clearToasts';
import { mobileViewport } from '../../../support/viewports';

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
    await waitFor(() =>
      expect(storedCart()).toEqual([
        { id: 'p01', type: 'product', quantity: 2 },
        { id: 'p04', type: 'product', quantity: 2 },
      ]),
    );
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

/**
 * Weekend Retreat: 0.0125, struck through at 18 % more (0.01475, shown 0.0148). The saving is
 * taken between the shown prices (0.0023), never from the unrounded figures (0.00225 → 0.0022).
 */
export const SavingEqualsTheShownPrices: Story = {
  args: { bundle: bundleById('bundle09') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('0.0125 BTC')[0]).toBeVisible();
    await expect(canvas.getAllByText('0.0148 BTC', { exact: false })[0]?.closest('s')).toHaveTextContent(
      'was 0.0148 BTC',
    );
    await expect(canvas.getByText('You Save: 0.0023 BTC')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(canvas.getByText('You Save: 0.0046 BTC')).toBeVisible();
    // The checkout charges the bundle price, as the cart will: 2 x 0.0125 + 0.0002.
    await userEvent.click(canvas.getByRole('button', { name: /Buy Now/ }));
    await waitFor(() => expect(canvas.getByTestId('checkout-total')).toHaveTextContent('0.0252 BTC'));
    await clearToasts(canvasElement);
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
};
