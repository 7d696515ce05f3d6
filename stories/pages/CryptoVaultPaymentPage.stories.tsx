import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectPageHeading } from '../support/expectHeading';
import CryptoVaultPaymentPage from '../../src/pages/CryptoVaultPaymentPage';

const meta = {
  title: 'Pages/CryptoVaultPaymentPage',
  component: CryptoVaultPaymentPage,
  parameters: { page: true, router: { route: '/crypto-vault-payment', path: '/crypto-vault-payment' } },
} satisfies Meta<typeof CryptoVaultPaymentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: expectPageHeading('Ultra-Secure Payment System') };
