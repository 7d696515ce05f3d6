import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectPageHeading } from '../support/expectHeading';
import { clearToasts } from '../support/clearToasts';
import BundlesPage from '../../src/pages/BundlesPage';

const meta = {
  title: 'Pages/BundlesPage',
  component: BundlesPage,
  parameters: { page: true, router: { route: '/bundles', path: '/bundles' } },
} satisfies Meta<typeof BundlesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

export const Default: Story = {
  play: async (context) => {
    await expectPageHeading('Product Bundles')(context);
    await expect(cardNames(context.canvasElement)).toHaveLength(12);
    await expect(within(within(context.canvasElement).getByRole('main')).getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  },
};

export const SearchNameDescriptionTagline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search bundles...' });
    await userEvent.type(search, 'NIGHT OWL');
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(['Night Owl']));
    await userEvent.clear(search);
    await userEvent.type(search, 'every product in the vault');
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(['Ultimate Collection']));
  },
};

export const LevelTabsAndEmptyState: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All Bundles',
      'Beginner',
      'Intermediate',
      'Advanced',
      'Death User',
    ]);
    await userEvent.click(canvas.getByRole('tab', { name: 'Death User' }));
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(['Ego Dissolver', 'Cosmic Voyager', 'Ultimate Collection']));
    await userEvent.type(canvas.getByRole('searchbox'), 'starter');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'No bundles found' })).toBeVisible());
    await expect(canvas.getByText("Try adjusting your search or filters to find what you're looking for.")).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(cardNames(canvasElement)).toHaveLength(3));
  },
};

export const AddBundleToCart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart Starter Pack' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByText('Added to cart: Starter Pack')).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Secure Checkout (2 items in cart)' })).toBeVisible();
    await clearToasts(canvasElement);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
