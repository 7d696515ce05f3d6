import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentComingSoonPanel } from '../../../../src/features/shop/checkout/PaymentComingSoonPanel';

const meta = {
  title: 'Features/Checkout/PaymentComingSoonPanel',
  component: PaymentComingSoonPanel,
  args: { coin: 'monero' },
} satisfies Meta<typeof PaymentComingSoonPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Monero: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Coming Soon' })).toBeVisible();
    await expect(canvas.getByText('Our ultra-secure Monero payment system is launching soon')).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Notify me at launch' })).toBeVisible();
  },
};
