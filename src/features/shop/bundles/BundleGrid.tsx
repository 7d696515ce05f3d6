import { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';
import { HydrationSlice } from '../../../ui/HydrationSlice';
import { BundleCard } from './BundleCard';
import type { Bundle } from './bundles';

export function BundleGrid({
  items,
  headingLevel,
  columns = { base: 1, sm: 2, lg: 3 },
}: {
  items: readonly Bundle[];
  headingLevel?: 'h2' | 'h3';
  /** Columns at each width; a related-items grid passes RELATED_GRID_COLUMNS. */
  columns?: SimpleGridProps['columns'];
}) {
  return (
    <SimpleGrid columns={columns} gap="5">
      {items.map((bundle) => (
        <HydrationSlice key={bundle.id}>
          <BundleCard bundle={bundle} headingLevel={headingLevel} />
        </HydrationSlice>
      ))}
    </SimpleGrid>
  );
}
