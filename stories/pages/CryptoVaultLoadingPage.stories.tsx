import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { expectPageHeading } from '../support/expectHeading';
import { advanceClock } from '../support/storyClock';
import { storyLocation } from '../support/storyLocation';
import CryptoVaultLoadingPage from '../../src/pages/CryptoVaultLoadingPage';
import { SECURITY_CHECK_MESSAGES } from '../../src/features/shop/checkout/securityCheckSequence';
import { mobileViewport } from '../support/viewports';
import { expectPhoneLayout } from '../support/layout';

const meta = {
  title: 'Pages/CryptoVaultLoadingPage',
  component: CryptoVaultLoadingPage,
  parameters: { page: true, router: { route: '/crypto-vault-loading', path: '/crypto-vault-loading' } },
} satisfies Meta<typeof CryptoVaultLoadingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const progressbar = (canvasElement: HTMLElement) => within(canvasElement).getByRole('progressbar');
const currentMessage = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('main')).getByRole('heading', { level: 2 });
/** The check has started (read the clock) at 0 %: only then may the clock move. */
const checkStarted = (canvasElement: HTMLElement) =>
  waitFor(() => expect(progressbar(canvasElement)).toHaveAttribute('aria-valuenow', '0'));

export const Start: Story = {
  play: async (context) => {
    await expectPageHeading('Securing Your Session')(context);
    await expect(progressbar(context.canvasElement)).toHaveAttribute('aria-valuenow', '0');
    await expect(currentMessage(context.canvasElement)).toHaveTextContent('Initializing security protocols...');
  },
};

export const Halfway: Story = {
  play: async (context) => {
    await checkStarted(context.canvasElement);
    await advanceClock(context, 2500);
    await waitFor(() => expect(progressbar(context.canvasElement)).toHaveAttribute('aria-valuenow', '50'));
    await expect(currentMessage(context.canvasElement)).toHaveTextContent('Encrypting payment channels...');
  },
};

/** Steps the pinned clock through the 5 s: every message in order, then the payment page. */
export const FullSequence: Story = {
  // Its last step leaves for the payment page; Start and Halfway show the screen.
  tags: ['no-visual'],
  // The payment page it ends on sends an empty cart back to /cart.
  parameters: { cart: [{ id: 'p01', type: 'product', quantity: 1 }] },
  play: async (context) => {
    await checkStarted(context.canvasElement);
    const seen: string[] = [];
    for (let ms = 0; ms < 5000; ms += 500) {
      const text = currentMessage(context.canvasElement).textContent ?? '';
      if (seen.at(-1) !== text) seen.push(text);
      await advanceClock(context, 500);
    }
    await expect(seen).toEqual(SECURITY_CHECK_MESSAGES.map((message) => `${message}...`));
    await waitFor(() => expect(storyLocation(context.canvasElement)).toBe('/crypto-vault-payment'));
    await expectPageHeading('Ultra-Secure Payment System')(context);
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async (context) => {
    await checkStarted(context.canvasElement);
    await advanceClock(context, 4000);
    await waitFor(() => expect(progressbar(context.canvasElement)).toHaveAttribute('aria-valuenow', '80'));
    await expectPhoneLayout(context.canvasElement);
  },
};
