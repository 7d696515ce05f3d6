import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import CartHoverList from '../../../../src/features/shop/cart/CartHoverList';

const meta = {
  title: 'Features/Cart/CartHoverList',
  component: CartHoverList,
  args: { id: 'cart-names', open: true },
  // The list hangs below the cart button: give it a positioned box to hang from.
  decorators: [
    (Story) => (
      <Box position="relative" height="16" width="md" marginStart="auto">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof CartHoverList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyCart: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tooltip')).toHaveTextContent('Your cart is empty');
  },
};

export const NamesInTheCart: Story = {
  parameters: {
    cart: [
      { id: 'p01', type: 'product', quantity: 2 },
      { id: 'p03', type: 'product', quantity: 1 },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tooltip');
    await expect(list).toBeVisible();
    await expect(list).toHaveTextContent(/Blue 100/);
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tooltip', { hidden: true })).not.toBeVisible();
  },
};
