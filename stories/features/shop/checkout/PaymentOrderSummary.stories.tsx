import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PaymentOrderSummary } from '../../../../src/features/shop/checkout/PaymentOrderSummary';
import {
  CRYPTO_PRICE_FAILURE_TOAST,
  CRYPTO_PRICE_TIMEOUT_MS,
} from '../../../../src/features/pricing/cryptoPriceClient';
import { cryptoPriceHandlers } from '../../../../src/mocks/handlers';
import { advanceClock } from '../../../support/storyClock';

/** Cart totals as the cart will pass them: 0.0079 BTC of goods plus 0.0002 BTC shipping. */
const meta = {
  title: 'Features/Checkout/PaymentOrderSummary',
  component: PaymentOrderSummary,
  args: { totals: { subtotal: 790_000, discounts: [], shipping: 20_000, total: 810_000 }, coin: 'bitcoin' },
} satisfies Meta<typeof PaymentOrderSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByTestId(`summary-${name}`);

export const Bitcoin: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(row(canvasElement, 'total')).toHaveTextContent('0.00810000 BTC'));
    await expect(row(canvasElement, 'subtotal')).toHaveTextContent('0.00790000 BTC');
    await expect(row(canvasElement, 'shipping')).toHaveTextContent('0.00020000 BTC');
    // Figures in the body colour; the accent is kept for the total, the figure to pay.
    const colour = (name: string) => getComputedStyle(within(row(canvasElement, name)).getByText(/BTC$/)).color;
    await expect(colour('subtotal')).toBe(getComputedStyle(canvasElement).color);
    await expect(colour('total')).not.toBe(colour('subtotal'));
  },
};

/** Fixture rates: bitcoin 67000, ethereum 3500 USD: 0.0081 x 67000 / 3500. */
export const Ethereum: Story = {
  args: { coin: 'ethereum' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(row(canvasElement, 'total')).toHaveTextContent('0.155057 ETH'));
    await expect(row(canvasElement, 'subtotal')).toHaveTextContent('0.151229 ETH');
    await expect(row(canvasElement, 'shipping')).toHaveTextContent('0.003829 ETH');
    await expect(within(canvasElement).getByText(/live rates/)).toBeVisible();
  },
};

/** Fixture rates: monero 165 USD: 0.0081 x 67000 / 165. */
export const Monero: Story = {
  args: { coin: 'monero' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(row(canvasElement, 'total')).toHaveTextContent('3.289091 XMR'));
    await expect(row(canvasElement, 'subtotal')).toHaveTextContent('3.207879 XMR');
    await expect(row(canvasElement, 'shipping')).toHaveTextContent('0.081212 XMR');
  },
};

export const LoadingRates: Story = {
  args: { coin: 'monero' },
  parameters: { msw: { handlers: { prices: cryptoPriceHandlers.slow } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Order Summary' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The default rates (56000, 3000, 160): 0.0081 x 56000 / 160, and the toast once. */
async function expectDefaultMoneroTotal(canvasElement: HTMLElement) {
  await waitFor(() => expect(row(canvasElement, 'total')).toHaveTextContent('2.835000 XMR'));
  await expect(within(canvasElement).getByText(/default rates/)).toBeVisible();
  await waitFor(() =>
    expect(within(canvasElement.ownerDocument.body).getAllByText(CRYPTO_PRICE_FAILURE_TOAST)).toHaveLength(1),
  );
}

export const ServiceError: Story = {
  args: { coin: 'monero' },
  parameters: { msw: { handlers: { prices: cryptoPriceHandlers.serverError } } },
  play: async ({ canvasElement }) => expectDefaultMoneroTotal(canvasElement),
};

export const ServiceMalformed: Story = {
  args: { coin: 'monero' },
  parameters: { msw: { handlers: { prices: cryptoPriceHandlers.malformed } } },
  play: async ({ canvasElement }) => expectDefaultMoneroTotal(canvasElement),
};

export const ServiceTooSlow: Story = {
  args: { coin: 'monero' },
  parameters: { msw: { handlers: { prices: cryptoPriceHandlers.slow } } },
  play: async (context) => {
    await advanceClock(context, CRYPTO_PRICE_TIMEOUT_MS);
    await expectDefaultMoneroTotal(context.canvasElement);
  },
};

/** The cart's bundle discounts come through as their own rows; the total is the cart's total. */
export const WithBundleDiscount: Story = {
  args: {
    totals: {
      subtotal: 3_110_000,
      discounts: [{ bundleId: 'bundle12', name: 'Ultimate Collection', quantity: 1, amount: 930_000 }],
      shipping: 20_000,
      total: 2_200_000,
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(row(canvasElement, 'total')).toHaveTextContent('0.02200000 BTC'));
    await expect(row(canvasElement, 'subtotal')).toHaveTextContent('0.03110000 BTC');
    await expect(row(canvasElement, 'bundle-discount')).toHaveTextContent(
      'Bundle discount: Ultimate Collection × 1-0.00930000 BTC',
    );
  },
};
