import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CryptoPaymentPanel } from '../../../../src/features/shop/checkout/CryptoPaymentPanel';
import { CRYPTO_PRICE_FAILURE_TOAST } from '../../../../src/features/pricing/cryptoPriceClient';
import { cryptoPriceHandlers } from '../../../../src/mocks/handlers';
import { mobileViewport } from '../../../support/viewports';
import { expectFocusRing } from '../../../support/focusRing';
import { focused, listenWithScreenReader } from '../../../support/screenReader';

const meta = {
  title: 'Features/Checkout/CryptoPaymentPanel',
  component: CryptoPaymentPanel,
  args: { totals: { subtotal: 790_000, discounts: [], shipping: 20_000, total: 810_000 } },
} satisfies Meta<typeof CryptoPaymentPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const total = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('summary-total');
/** The card a coin's hidden radio input is drawn as. */
const card = (radio: HTMLElement) => radio.closest('[data-part="item"]')!;

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

/**
 * With a screen reader and the keyboard: the coin cards show a focus ring, and choosing another
 * coin says the new total once, beside the radio's own name (docs/behaviour.md#what-each-screen-announces).
 */
export const SwitchCoinWithScreenReader: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(total(canvasElement)).toHaveTextContent('0.00810000 BTC'));
    const bitcoin = canvas.getByRole('radio', { name: /Bitcoin/ });
    await listenWithScreenReader(canvasElement, async (reader) => {
      await expectFocusRing(card(bitcoin), () => userEvent.tab());
      await expect(focused(canvasElement)).toBe(bitcoin);
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() => expect(total(canvasElement)).toHaveTextContent('3.289091 XMR'));
      await reader.heard('polite: Total in Monero: 3.289091 XMR');
      await expect(await reader.timesHeard('3.289091 XMR')).toBe(1);
      await expect(card(canvas.getByRole('radio', { name: /Monero/ }))).toHaveAttribute('data-focus-visible');
    });
  },
};
