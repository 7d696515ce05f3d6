import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductGrid } from '../../../../src/features/shop/catalogue/ProductGrid';
import { products } from '../../../../src/features/shop/catalogue/products';
import { cardNames } from '../../../support/catalogueItems';
import { mobileViewport } from '../../../support/viewports';

const meta = {
  title: 'Features/Catalogue/ProductGrid',
  component: ProductGrid,
  args: { items: products },
} satisfies Meta<typeof ProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardTops = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('article')
    .map((card) => Math.round(card.getBoundingClientRect().top));

export const AllProducts: Story = {
  play: async ({ canvasElement }) => {
    await expect(cardNames(canvasElement)).toEqual(products.map((product) => product.name));
    // Three to a row on wide screens.
    const tops = cardTops(canvasElement);
    await expect(new Set(tops.slice(0, 3)).size).toBe(1);
    await expect(tops[3]).toBeGreaterThan(tops[0] ?? 0);
  },
};

export const FewItems: Story = {
  args: { items: products.slice(0, 2) },
  play: async ({ canvasElement }) => {
    await expect(cardNames(canvasElement)).toEqual(['Blue 100', 'Red 47']);
  },
};

export const Mobile: Story = {
  globals: mobileViewport,
  args: { items: products.slice(0, 3) },
  play: async ({ canvasElement }) => {
    // One column on phones: every card starts below the one before.
    const [first = 0, second = 0, third = 0] = cardTops(canvasElement);
    await expect(second).toBeGreaterThan(first);
    await expect(third).toBeGreaterThan(second);
  },
};
