import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CryptoVaultPaymentPage, { loader } from '../../src/pages/CryptoVaultPaymentPage';
import { storyLocation } from '../support/storyLocation';
import { mobileViewport } from '../support/viewports';
import { expectPhoneLayout } from '../support/layout';

const route = '/crypto-vault-payment';

const meta = {
  title: 'Pages/CryptoVaultPaymentPage',
  component: CryptoVaultPaymentPage,
  parameters: {
    page: true,
    router: { route, path: route },
    cart: [{ id: 'p01', type: 'product', quantity: 2 }],
  },
} satisfies Meta<typeof CryptoVaultPaymentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BitcoinByDefault: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ultra-Secure Payment System' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Bitcoin/ })).toBeChecked();
    // 2 x 0.0038 + 0.0002 shipping, in bitcoin's 8 decimals.
    const summary = canvas.getByRole('region', { name: 'Order Summary' });
    await waitFor(() => expect(summary).toHaveTextContent('0.00780000 BTC'));
  },
};

export const ReturnToCart: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Return to Cart' }));
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/cart'));
  },
};

export const EmptyCartGoesToCart: Story = {
  tags: ['no-visual'],
  parameters: { cart: [], router: { route, path: route, loader } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/cart'));
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: ({ canvasElement }) => expectPhoneLayout(canvasElement),
};
