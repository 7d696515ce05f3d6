import type { Meta, StoryObj } from '@storybook/react-vite';
import { SimpleGrid } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { ProductArtwork } from '../../../../src/features/shop/catalogue/ProductArtwork';
import { products } from '../../../../src/features/shop/catalogue/products';

const meta = {
  title: 'Features/Catalogue/ProductArtwork',
  component: ProductArtwork,
  args: { color: 'blue', shape: 'round', label: 'Blue 100' },
} satisfies Meta<typeof ProductArtwork>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ canvasElement }) => {
    const art = within(canvasElement).getByRole('img', { name: 'Blue 100' });
    await expect(art).toHaveAttribute('width', '120');
    await expect(art).toHaveAttribute('height', '120');
  },
};

export const AllProducts: Story = {
  // The render draws its own props, so the story has no args a control could change.
  parameters: { controls: { disable: true } },
  render: () => (
    <SimpleGrid columns={{ base: 3, md: 9 }} gap="3">
      {products.map((product) => (
        <ProductArtwork key={product.id} color={product.color} shape={product.shape} label={product.name} size={96} />
      ))}
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(9);
  },
};
