import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CryptoPaymentPanel } from '../../../../src/features/shop/checkout/CryptoPaymentPanel';
import { CRYPTO_PRICE_FAILURE_TOAST } from '../../../../src/features/pricing/cryptoPriceClient';
import { cryptoPriceHandlers } from '../../../../src/mocks/handlers';
import { mobileViewport } from '../../../support/viewports';

const meta = {
  title: 'Features/Checkout/CryptoPaymentPanel',
  component: CryptoPaymentPanel,
  args: { totals: { subtotal: 790_000, discounts: [], shipping: 20_000, total: 810_000 } },
} satisfies Meta<typeof CryptoPaymentPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const total = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('summary-total');

export const BitcoinByDefault: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Bitcoin/ })).toBeChecked();
    await waitFor(() => expect(total(canvasElement)).toHaveTextContent('0.00810000 BTC'));
    await expect(canvas.getByText('Our ultra-secure Bitcoin payment system is launching soon')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
  },
};

/** Switching coin changes the details, the summary's figures and the launch message together. */
export const SwitchToMonero: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(total(canvasElement)).toHaveTextContent('0.00810000 BTC'));
    await userEvent.click(canvas.getByText('Monero'));
    await waitFor(() => expect(total(canvasElement)).toHaveTextContent('3.289091 XMR'));
    await expect(canvas.getByRole('region', { name: 'Monero details' })).toBeVisible();
    await expect(canvas.getByText('Our ultra-secure Monero payment system is launching soon')).toBeVisible();
    await userEvent.click(canvas.getByText('Ethereum'));
    await waitFor(() => expect(total(canvasElement)).toHaveTextContent('0.155057 ETH'));
  },
};

/** The price service is down: figures from the default rates, one toast. */
export const PriceServiceDown: Story = {
  parameters: { msw: { handlers: { prices: cryptoPriceHandlers.serverError } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText('Ethereum'));
    await waitFor(() => expect(total(canvasElement)).toHaveTextContent('0.151200 ETH'));
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).getAllByText(CRYPTO_PRICE_FAILURE_TOAST)).toHaveLength(1),
    );
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(total(canvasElement)).toHaveTextContent('0.00810000 BTC'));
  },
};
