import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UsdPrice } from '../../src/ui/UsdPrice';

const meta = {
  title: 'UI/UsdPrice',
  component: UsdPrice,
  args: { amount: 92.59 },
  parameters: {
    docs: {
      description: {
        component:
          "A dollar amount with two decimals, '≈' for estimates (converted prices) and an optional small note such as 'live rate'.",
      },
    },
  },
  argTypes: {
    amount: { description: 'The amount in USD.', control: { type: 'number', step: 0.01 } },
    approximate: { description: "Prefix with '≈' for an estimate.", control: 'boolean' },
    note: { description: 'Small text after the figure.', control: 'text' },
  },
} satisfies Meta<typeof UsdPrice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Exact: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('$92.59');
  },
};

export const ApproximateLiveRate: Story = {
  args: { approximate: true, note: 'live rate', amount: 26453.78 * 0.0035 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('about $92.59');
    await expect(canvasElement).toHaveTextContent('live rate');
  },
};
