import { SimpleGrid } from '@chakra-ui/react';
import { ProductCard } from './ProductCard';
import type { Product } from './products';

export function ProductGrid({ items, headingLevel }: { items: readonly Product[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
      {items.map((product) => (
        <ProductCard key={product.id} product={product} headingLevel={headingLevel} />
      ))}
    </SimpleGrid>
  );
}
