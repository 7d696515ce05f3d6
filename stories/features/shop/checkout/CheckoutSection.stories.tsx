import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckoutSection } from '../../../../src/features/shop/checkout/CheckoutSection';
import { expectAbove, expectLeftOf, expectNoSidewaysScroll } from '../../../support/layout';
import { mobileViewport } from '../../../support/viewports';

const meta = {
  title: 'Features/Checkout/CheckoutSection',
  component: CheckoutSection,
  // As the product page passes it: one line, the product at the chosen quantity.
  args: { lines: [{ name: 'Blue 100', quantity: 2, unitSats: 380_000 }] },
} satisfies Meta<typeof CheckoutSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const orderSummary = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('heading', { level: 3, name: 'Order Summary' }).parentElement as HTMLElement);
const widget = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Secure Bitcoin Payment' }));

export const ProductLine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Secure Checkout' })).toBeVisible();
    const summary = orderSummary(canvasElement);
    await expect(summary.getByText('Blue 100 × 2')).toBeVisible();
    await expect(summary.getByText('Blue 100 × 2').nextElementSibling).toHaveTextContent('0.0076 BTC');
    await expect(summary.getByText('Shipping').nextElementSibling).toHaveTextContent('0.0002 BTC');
    await expect(summary.getByText('Total').nextElementSibling).toHaveTextContent('0.0078 BTC');
    // The payment widget asks for exactly the summary's total, shipping included.
    await expect(widget(canvasElement).getByText('0.0078 BTC')).toBeVisible();
    await expectLeftOf(
      canvas.getByRole('heading', { level: 3, name: 'Order Summary' }),
      canvas.getByRole('region', { name: 'Secure Bitcoin Payment' }),
    );
  },
};

export const BundleAtQuantityThree: Story = {
  // As the bundle page passes it: the bundle as one line, at the quantity chosen there.
  args: { lines: [{ name: 'Ultimate Collection', quantity: 3, unitSats: 2_180_000 }] },
  play: async ({ canvasElement }) => {
    const summary = orderSummary(canvasElement);
    await expect(summary.getByText('Ultimate Collection × 3')).toBeVisible();
    await expect(summary.getByText('Total').nextElementSibling).toHaveTextContent('0.0656 BTC');
    await expect(widget(canvasElement).getByText('0.0656 BTC')).toBeVisible();
  },
};

export const SeveralLinesAddUp: Story = {
  args: {
    lines: [
      { name: 'Red 47', quantity: 1, unitSats: 450_000 },
      { name: 'Happy Face', quantity: 3, unitSats: 280_000 },
    ],
  },
  play: async ({ canvasElement }) => {
    const summary = orderSummary(canvasElement);
    await expect(summary.getByText('Red 47 × 1').nextElementSibling).toHaveTextContent('0.0045 BTC');
    await expect(summary.getByText('Happy Face × 3').nextElementSibling).toHaveTextContent('0.0084 BTC');
    await expect(summary.getByText('Total').nextElementSibling).toHaveTextContent('0.0131 BTC');
    await expect(widget(canvasElement).getByText('0.0131 BTC')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One column on a phone: the summary first, the payment widget below it.
    await expectAbove(canvas.getByText('Blue 100 × 2'), canvas.getByRole('region', { name: 'Secure Bitcoin Payment' }));
    await expectNoSidewaysScroll(canvasElement);
  },
};
