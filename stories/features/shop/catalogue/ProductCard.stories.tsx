import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProductCard } from '../../../../src/features/shop/catalogue/ProductCard';
import { productById, storedCart } from '../../../support/catalogueItems';
import { clearToasts } from '../../../support/clearToasts';
import { storyLocation } from '../../../support/storyLocation';

const meta = {
  title: 'Features/Catalogue/ProductCard',
  component: ProductCard,
  args: { product: productById('p02') },
  decorators: [
    (Story) => (
      <Box maxWidth="xs">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article'));
    await expect(card.getByRole('heading', { level: 2, name: 'Red 47' })).toBeVisible();
    await expect(card.getByText('Special Edition')).toBeVisible();
    // The category badge hugs its text instead of stretching across the card.
    const badge = card.getByText('Special Edition').getBoundingClientRect();
    await expect(badge.width).toBeLessThan(
      card.getByRole('heading').closest('article')!.getBoundingClientRect().width / 2,
    );
    await expect(card.getByText('Deep red, numbered special run')).toBeVisible();
    await expect(card.getByText('0.0045 BTC')).toBeVisible();
    // The button names its product, so a list of cards reads as distinct actions.
    await expect(card.getByRole('button', { name: 'Add to Cart Red 47' })).toBeVisible();
  },
};

export const QuickAddStaysOnTheCard: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to Cart Red 47' }));
    await waitFor(() => expect(body.getByText('Red 47 added to cart')).toBeVisible());
    await waitFor(() => expect(storedCart()).toEqual([{ id: 'p02', type: 'product', quantity: 1 }]));
    await expect(storyLocation(canvasElement)).toBe('/');
    await clearToasts(canvasElement);
  },
};

/** The product link's overlay covers the card, and the button sits above it: check by hit-testing. */
export const WholeCardOpensTheProduct: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hitAt = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      return canvasElement.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    };
    const link = canvas.getByRole('link', { name: 'Red 47' });
    await expect(hitAt(canvas.getByText('Deep red, numbered special run'))).toBe(link);
    const button = canvas.getByRole('button', { name: 'Add to Cart Red 47' });
    await expect(button.contains(hitAt(button))).toBe(true);
    await userEvent.click(link);
    await waitFor(() => expect(storyLocation(canvasElement)).toBe('/products/p02'));
  },
};

export const FullCartRefusesMore: Story = {
  parameters: { cart: [{ id: 'p02', type: 'product', quantity: 10 }] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to Cart Red 47' }));
    await waitFor(() => expect(body.getByText('Maximum quantity limit reached')).toBeVisible());
    await clearToasts(canvasElement);
  },
};
