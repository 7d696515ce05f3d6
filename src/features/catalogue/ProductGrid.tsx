import { SimpleGrid } from '@chakra-ui/react';
import { HydrationSlice } from '../../ui/HydrationSlice';
import { ProductCard } from './ProductCard';
import type { Product } from './products';

export function ProductGrid({ items, headingLevel }: { items: readonly Product[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
      {items.map((product) => (
        <HydrationSlice key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} />
        </HydrationSlice>
      ))}
    </SimpleGrid>
  );
}
