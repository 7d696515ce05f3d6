import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '@chakra-ui/react';
import { expect, fn, within } from 'storybook/test';
import { CardAddToCartButton } from '../../../../src/features/shop/cart/CardAddToCartButton';

// What adding does is played out in the ProductCard and BundleCard stories.
const meta = {
  title: 'Features/Cart/CardAddToCartButton',
  component: CardAddToCartButton,
  args: { itemName: 'Red 47', onAdd: fn() },
  decorators: [
    (Story) => (
      <Card.Root maxWidth="xs" layerStyle="glowPanel">
        <Story />
      </Card.Root>
    ),
  ],
} satisfies Meta<typeof CardAddToCartButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NamesItsItem: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to Cart Red 47' });
    await expect(button).toBeVisible();
  },
};
