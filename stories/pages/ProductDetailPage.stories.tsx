import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectPageHeading } from '../support/expectHeading';
import { storyLocation } from '../support/storyLocation';
import ProductDetailPage from '../../src/pages/ProductDetailPage';
import { clearToasts } from '../support/clearToasts';
import { mobileViewport } from '../support/viewports';
import { expectPhoneLayout } from '../support/layout';
import { screenshotBeforeLeaving } from '../support/screenshotBeforeLeaving';

const meta = {
  title: 'Pages/ProductDetailPage',
  component: ProductDetailPage,
  parameters: { page: true, router: { route: '/products/:id', path: '/products/p01' } },
} satisfies Meta<typeof ProductDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expectPageHeading('Blue 100')(context);
    await expect(canvas.getAllByText('Founders Edition')[0]).toBeVisible();
    await expect(canvas.getByText('$100.52')).toBeVisible();
    const related = within(canvas.getByRole('region', { name: 'Customers also bought' })).getAllByRole('article');
    await expect(related).toHaveLength(4);
    // Four columns on a desktop: no card alone on a second row.
    const tops = new Set(related.map((card) => Math.round(card.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(canvas.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/products');
  },
};

export const AddTwoToCart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(body.getByText('Added to cart: Blue 100')).toBeVisible());
    await expect(body.getByText('Quantity: 2')).toBeVisible();
    await expect(canvas.getByText('Blue 100 × 2')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Secure Checkout (2 items in cart)' })).toBeVisible();
    await clearToasts(canvasElement);
  },
};

export const NotFound: Story = {
  parameters: { router: { route: '/products/:id', path: '/products/p99' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expectPageHeading('Product Not Found')(context);
    await expect(canvas.getByText("The product you are looking for doesn't exist or has been removed.")).toBeVisible();
    await screenshotBeforeLeaving();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Products' }));
    await waitFor(() => expect(storyLocation(context.canvasElement)).toBe('/products'));
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  play: ({ canvasElement }) => expectPhoneLayout(canvasElement),
};
