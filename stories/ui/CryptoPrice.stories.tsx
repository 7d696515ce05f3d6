import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CryptoPrice } from '../../src/ui/CryptoPrice';

const meta = {
  title: 'UI/CryptoPrice',
  component: CryptoPrice,
  args: { amount: 0.00347912 },
  parameters: {
    docs: {
      description: {
        component:
          'A crypto amount with its unit, rounded half-up to the decimals the screen uses (4 for BTC prices, 5 for packs, 8 for bitcoin and 6 for ethereum and monero on the payment page), optionally beside its undiscounted price struck through.',
      },
    },
  },
  argTypes: {
    amount: { description: "The amount in the coin's unit.", control: { type: 'number', step: 0.0001 } },
    decimals: { description: 'Decimals shown.', control: 'inline-radio', options: [4, 5, 6, 8] },
    unit: { description: 'Coin symbol after the figure.', control: 'inline-radio', options: ['BTC', 'ETH', 'XMR'] },
    original: {
      description: 'The price before a discount, struck through beside it.',
      control: { type: 'number', step: 0.0001 },
    },
    size: { description: 'Text size.', control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
  },
} satisfies Meta<typeof CryptoPrice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProductPrice: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('0.0035 BTC');
  },
};

export const PackPrice: Story = {
  args: { decimals: 5, amount: 0.0123456 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('0.01235 BTC');
  },
};

export const PaymentBitcoin: Story = {
  args: { decimals: 8, size: 'xl' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('0.00347912 BTC');
  },
};

export const PaymentEthereum: Story = {
  args: { decimals: 6, unit: 'ETH', amount: 0.0664593 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('0.066459 ETH');
  },
};

export const PaymentMonero: Story = {
  args: { decimals: 6, unit: 'XMR', amount: 1.4079152 },
};

export const Discounted: Story = {
  args: { amount: 0.0034, original: 0.0034 * 1.15 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('0.0034 BTC');
    // Struck through for the eye, and announced as the former price.
    await expect(canvasElement.querySelector('s')).toHaveTextContent('was 0.0039 BTC');
  },
};
