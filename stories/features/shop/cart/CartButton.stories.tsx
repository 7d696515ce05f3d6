import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CartButton } from '../../../../src/features/shop/cart/CartButton';
import { storyLocation } from '../../../support/storyLocation';
import { mobileViewport } from '../../../support/viewports';

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
    await expect(within(canvasElement).getByTestId('cart-count')).not.toBeVisible();
    // The list's code is not loaded until the button is first hovered or focused: until then the
    // button names no description (a list rendered on the first render would show there at once,
    // where the tooltip itself only comes once its code has loaded).
    await expect(button).not.toHaveAttribute('aria-describedby');
    await expect(body.queryByRole('tooltip', { hidden: true })).toBeNull();
    button.focus();
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent('Your cart is empty'));
    await expect(body.getByRole('tooltip')).toBeVisible();
    await expect(button).toHaveAccessibleDescription('Your cart is empty');
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
    button.focus();
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent('Blue 100, Six Pack'));
    await expect(body.getByRole('tooltip')).toBeVisible();
    await userEvent.click(button);
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/cart'));
  },
};

export const FocusedShowsNames: Story = {
  parameters: {
    cart: [
      { id: 'p05', type: 'product', quantity: 1 },
      { id: 'single', type: 'pack', quantity: 2 },
    ],
  },
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('link', { name: 'Secure Checkout (3 items in cart)' }).focus();
    await waitFor(() => expect(within(canvasElement).getByRole('tooltip')).toBeVisible());
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  parameters: { cart: [{ id: 'p02', type: 'product', quantity: 1 }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Secure Checkout (1 item in cart)' })).toBeVisible();
  },
};

/** Escape closes the list (WCAG 1.4.13); it opens again the next time focus or the pointer arrives. */
export const EscapeClosesTheList: Story = {
  parameters: { cart: [{ id: 'p01', type: 'product', quantity: 1 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('link', { name: 'Secure Checkout (1 item in cart)' });
    await userEvent.hover(button);
    await waitFor(() => expect(canvas.getByRole('tooltip')).toBeVisible());
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Blue 100');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('tooltip', { hidden: true })).not.toBeVisible());
    await userEvent.unhover(button);
    button.focus();
    await waitFor(() => expect(canvas.getByRole('tooltip')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('tooltip', { hidden: true })).not.toBeVisible());
    await expect(button).toHaveFocus();
  },
};
