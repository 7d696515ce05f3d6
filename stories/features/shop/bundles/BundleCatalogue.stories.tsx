import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BundleCatalogue } from '../../../../src/features/shop/bundles/BundleCatalogue';
import { cardNames } from '../../../support/catalogueItems';

const meta = {
  title: 'Features/Bundles/BundleCatalogue',
  component: BundleCatalogue,
} satisfies Meta<typeof BundleCatalogue>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(cardNames(canvasElement)).toHaveLength(12);
    await expect(canvas.getByText('12 bundles')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  },
};

export const SearchNameDescriptionTagline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search bundles...' });
    await userEvent.type(search, 'NIGHT OWL');
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(['Night Owl']));
    await expect(canvas.getByText('1 bundle')).toBeVisible();
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
    await waitFor(() =>
      expect(cardNames(canvasElement)).toEqual(['Ego Dissolver', 'Cosmic Voyager', 'Ultimate Collection']),
    );
    await userEvent.type(canvas.getByRole('searchbox'), 'starter');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'No bundles found' })).toBeVisible());
    await expect(
      canvas.getByText("Try adjusting your search or filters to find what you're looking for."),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(cardNames(canvasElement)).toHaveLength(3));
  },
};
