import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CartButton } from '../../../src/features/cart/CartButton';
import { storyLocation } from '../../support/storyLocation';

const meta = {
  title: 'Features/Cart/CartButton',
  component: CartButton,
} satisfies Meta<typeof CartButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('link', { name: /^Secure Checkout/ });
    await expect(button).toHaveAccessibleName('Secure Checkout (0 items in cart)');
    await expect(within(canvasElement).queryByTestId('cart-count')).toBeNull();
    await userEvent.hover(button);
    await waitFor(() => expect(body.getByText('Your cart is empty')).toBeVisible());
  },
};

export const WithItems: Story = {
  parameters: {
    cart: [
      { id: 'p01', type: 'product', quantity: 2 },
      { id: 'six', type: 'pack', quantity: 1 },
    ],
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('link', { name: 'Secure Checkout (3 items in cart)' });
    await expect(within(canvasElement).getByTestId('cart-count')).toHaveTextContent('3');
    await userEvent.hover(button);
    await waitFor(() => expect(body.getByText('Blue 100, Six Pack')).toBeVisible());
    await userEvent.click(button);
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/cart'));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { cart: [{ id: 'p02', type: 'product', quantity: 1 }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Secure Checkout (1 item in cart)' })).toBeVisible();
  },
};
