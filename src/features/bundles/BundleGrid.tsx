import { SimpleGrid } from '@chakra-ui/react';
import { BundleCard } from './BundleCard';
import type { Bundle } from './bundles';

export function BundleGrid({ items, headingLevel }: { items: readonly Bundle[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
      {items.map((bundle) => (
        <BundleCard key={bundle.id} bundle={bundle} headingLevel={headingLevel} />
      ))}
    </SimpleGrid>
  );
}
