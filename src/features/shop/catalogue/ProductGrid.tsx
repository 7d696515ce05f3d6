import { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';
import { HydrationSlice } from '../../../ui/HydrationSlice';
import { ProductCard } from './ProductCard';
import type { Product } from './products';

export function ProductGrid({
  items,
  headingLevel,
  columns = { base: 1, sm: 2, lg: 3 },
}: {
  items: readonly Product[];
  headingLevel?: 'h2' | 'h3';
  /** Columns at each width; a related-items grid passes RELATED_GRID_COLUMNS. */
  columns?: SimpleGridProps['columns'];
}) {
  return (
    <SimpleGrid columns={columns} gap="5">
      {items.map((product) => (
        <HydrationSlice key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} />
        </HydrationSlice>
      ))}
    </SimpleGrid>
  );
}
