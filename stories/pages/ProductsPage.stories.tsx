import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectPageHeading } from '../support/expectHeading';
import { storyLocation } from '../support/storyLocation';
import ProductsPage from '../../src/pages/ProductsPage';
import { clearToasts } from '../support/clearToasts';

const meta = {
  title: 'Pages/ProductsPage',
  component: ProductsPage,
  parameters: { page: true, router: { route: '/products', path: '/products' } },
} satisfies Meta<typeof ProductsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

export const Default: Story = {
  play: async (context) => {
    await expectPageHeading('Browse Our Products')(context);
    await expect(cardNames(context.canvasElement)).toHaveLength(9);
  },
};

export const SearchIsCaseInsensitive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products...' }), 'PURPLE');
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(['Purple Rex', 'Venus Purple']));
    // Category matches too.
    await userEvent.clear(canvas.getByRole('searchbox'));
    await userEvent.type(canvas.getByRole('searchbox'), 'founders');
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(['Blue 100', 'Pac Spirit']));
  },
};

export const NoProductsFoundThenClear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products...' }), 'nothing like this');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'No products found' })).toBeVisible());
    await expect(canvas.getByText("Try adjusting your search or filters to find what you're looking for.")).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(cardNames(canvasElement)).toHaveLength(9));
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
  },
};

export const CategoryTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab').map((tab) => tab.textContent);
    await expect(tabs).toEqual(['All Products', 'Founders Edition', 'Special Edition', 'Premium', 'New Release']);
    await userEvent.click(canvas.getByRole('tab', { name: 'New Release' }));
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(['Happy Face', 'Insta Pink', 'Green Bat']));
    await userEvent.type(canvas.getByRole('searchbox'), 'red');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'No products found' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await expect(canvas.queryByRole('tab', { name: 'New Release' })).toBeNull();
  },
};

export const AddToCartAndOpenProduct: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart Red 47' }));
    await waitFor(() => expect(body.getByText('Red 47 added to cart')).toBeVisible());
    await expect(body.getByText('0.0045 BTC', { selector: '[data-part="description"]' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Secure Checkout (1 item in cart)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Red 47' }));
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/products/p02'));
    await clearToasts(canvasElement);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
