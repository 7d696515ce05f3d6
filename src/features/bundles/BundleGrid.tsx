import { SimpleGrid } from '@chakra-ui/react';
import { HydrationSlice } from '../../ui/HydrationSlice';
import { BundleCard } from './BundleCard';
import type { Bundle } from './bundles';

export function BundleGrid({ items, headingLevel }: { items: readonly Bundle[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
      {items.map((bundle) => (
        <HydrationSlice key={bundle.id}>
          <BundleCard bundle={bundle} headingLevel={headingLevel} />
        </HydrationSlice>
      ))}
    </SimpleGrid>
  );
}
