import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProductCatalogue } from '../../../../src/features/shop/catalogue/ProductCatalogue';
import { cardNames } from '../../../support/catalogueItems';

const meta = {
  title: 'Features/Catalogue/ProductCatalogue',
  component: ProductCatalogue,
} satisfies Meta<typeof ProductCatalogue>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(cardNames(canvasElement)).toHaveLength(9);
    await expect(canvas.getByText('9 products')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Bundles' })).toHaveAttribute('href', '/bundles');
    await expect(canvas.getByRole('link', { name: 'View All Bundles' })).toHaveAttribute('href', '/bundles');
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
    await expect(
      canvas.getByText("Try adjusting your search or filters to find what you're looking for."),
    ).toBeVisible();
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
    await userEvent.click(canvas.getByRole('button', { name: 'Show all products' }));
    await waitFor(() => expect(cardNames(canvasElement)).toHaveLength(9));
    await expect(canvas.getByRole('tab', { name: 'All Products' })).toHaveAttribute('aria-selected', 'true');
  },
};
