import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CryptoPriceRates } from '../../../src/features/pricing/CryptoPriceRates';
import { CRYPTO_PRICE_FAILURE_TOAST, CRYPTO_PRICE_TIMEOUT_MS } from '../../../src/features/pricing/cryptoPriceClient';
import { cryptoPriceHandlers } from '../../../src/mocks/handlers';
import { advanceClock } from '../../support/storyClock';

const meta = {
  title: 'Features/Pricing/CryptoPriceRates',
  component: CryptoPriceRates,
} satisfies Meta<typeof CryptoPriceRates>;
export default meta;
type Story = StoryObj<typeof meta>;

const failureToasts = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).queryAllByText(CRYPTO_PRICE_FAILURE_TOAST);

/** Figures fall back to the built-in defaults and the shopper is told once. */
async function expectDefaultsAndOneToast(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByText('Default rates')).toBeVisible());
  await expect(canvas.getByText('$56,000.00')).toBeVisible();
  await expect(canvas.getByText('$3,000.00')).toBeVisible();
  await expect(canvas.getByText('$160.00')).toBeVisible();
  await waitFor(() => expect(failureToasts(canvasElement)).toHaveLength(1));
}

export const Success: Story = {
  parameters: { msw: { handlers: { prices: cryptoPriceHandlers.success } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Live rates')).toBeVisible());
    await expect(canvas.getByText('$67,000.00')).toBeVisible();
    await expect(canvas.getByText('$3,500.00')).toBeVisible();
    await expect(canvas.getByText('$165.00')).toBeVisible();
    await expect(failureToasts(canvasElement)).toHaveLength(0);
  },
};

/** The slow answer is still on its way: placeholders, no figures yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: { prices: cryptoPriceHandlers.slow } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Fetching rates...')).toBeVisible();
  },
};

/** The slow answer takes longer than the timeout: the client stops waiting and uses the defaults. */
export const SlowTimesOut: Story = {
  parameters: { msw: { handlers: { prices: cryptoPriceHandlers.slow } } },
  play: async (context) => {
    await expect(within(context.canvasElement).getByText('Fetching rates...')).toBeVisible();
    await advanceClock(context, CRYPTO_PRICE_TIMEOUT_MS);
    await expectDefaultsAndOneToast(context.canvasElement);
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { prices: cryptoPriceHandlers.serverError } } },
  play: async ({ canvasElement }) => expectDefaultsAndOneToast(canvasElement),
};

export const Malformed: Story = {
  parameters: { msw: { handlers: { prices: cryptoPriceHandlers.malformed } } },
  play: async ({ canvasElement }) => expectDefaultsAndOneToast(canvasElement),
};
