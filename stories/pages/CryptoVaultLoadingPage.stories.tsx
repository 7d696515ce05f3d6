import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectPageHeading } from '../support/expectHeading';
import CryptoVaultLoadingPage from '../../src/pages/CryptoVaultLoadingPage';

const meta = {
  title: 'Pages/CryptoVaultLoadingPage',
  component: CryptoVaultLoadingPage,
  parameters: { page: true, router: { route: '/crypto-vault-loading', path: '/crypto-vault-loading' } },
} satisfies Meta<typeof CryptoVaultLoadingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: expectPageHeading('Securing Your Session') };
