import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectPageHeading } from '../support/expectHeading';
import { clearToasts } from '../support/clearToasts';
import { storyLocation } from '../support/storyLocation';
import CartPage from '../../src/pages/CartPage';
import { mobileViewport } from '../support/viewports';
import { expectOneLine, expectPhoneLayout } from '../support/layout';
import { screenshotBeforeLeaving } from '../support/screenshotBeforeLeaving';

const meta = {
  title: 'Pages/CartPage',
  component: CartPage,
  parameters: { page: true, router: { route: '/cart', path: '/cart' } },
} satisfies Meta<typeof CartPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  cart: [
    { id: 'p01', type: 'product', quantity: 2 },
    { id: 'p02', type: 'product', quantity: 1 },
    { id: 'six', type: 'pack', quantity: 1 },
  ],
};

export const Empty: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expectPageHeading('Your Cart')(context);
    await expect(canvas.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await screenshotBeforeLeaving();
    await userEvent.click(within(canvas.getByRole('main')).getByRole('link', { name: 'Browse Products' }));
    await waitFor(() => expect(storyLocation(context.canvasElement)).toBe('/products'));
  },
};

export const WithProductsAndPacks: Story = {
  parameters: filled,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const products = within(canvas.getByRole('region', { name: 'Products' }));
    const packs = within(canvas.getByRole('region', { name: 'Packs' }));
    await expect(products.getAllByRole('listitem')).toHaveLength(2);
    await expect(packs.getByText('Six Pack')).toBeVisible();
    // 2 x 0.0038 + 0.0045 + 0.00032 + 0.0002 shipping
    await expect(canvas.getByTestId('cart-total')).toHaveTextContent('0.01262 BTC');
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
  },
};

export const ChangeRemoveAndClear: Story = {
  parameters: filled,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity of Red 47' }));
    await waitFor(() => expect(canvas.getByTestId('cart-total')).toHaveTextContent('0.01712 BTC'));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Six Pack' }));
    await waitFor(() => expect(body.getByText('Item removed from cart')).toBeVisible());
    await expect(canvas.queryByRole('region', { name: 'Packs' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear cart' }));
    await waitFor(() => expect(body.getByText('Cart cleared')).toBeVisible());
    await expect(canvas.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await clearToasts(canvasElement);
  },
};

export const SecureCheckoutGoesToLoading: Story = {
  parameters: filled,
  play: async ({ canvasElement }) => {
    await screenshotBeforeLeaving();
    await userEvent.click(
      within(within(canvasElement).getByRole('main')).getByRole('link', { name: 'Secure Checkout' }),
    );
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/crypto-vault-loading'));
  },
};

export const Mobile: Story = {
  parameters: filled,
  globals: mobileViewport,
  play: ({ canvasElement }) => expectPhoneLayout(canvasElement),
};

// Night Owl: Purple Rex, Green Bat and Pac Spirit, one each.
const nightOwl = {
  cart: ['p03', 'p06', 'p08'].map((id) => ({ id, type: 'product', quantity: 1 })),
  cartBundles: [{ id: 'bundle06', quantity: 1 }],
};

/** The summary column is wide enough for a bundle's discount line: it wrapped at 1440 px. */
export const BundleDiscountOnOneLine: Story = {
  parameters: nightOwl,
  play: async ({ canvasElement }) => {
    await expectOneLine(within(canvasElement).getByText('Bundle discount: Night Owl × 1'));
  },
};

export const BundleDiscountMobile: Story = {
  parameters: nightOwl,
  globals: mobileViewport,
  play: ({ canvasElement }) => expectPhoneLayout(canvasElement),
};
