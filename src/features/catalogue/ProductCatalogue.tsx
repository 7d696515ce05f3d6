import { useState } from 'react';
import { Box, Button, Flex, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { SlidersHorizontal } from 'lucide-react';
import { EmptyState } from '../../ui/EmptyState';
import { SearchInput } from '../../ui/SearchInput';
import { LinkButton } from '../../ui/RouterLink';
import { ProductGrid } from './ProductGrid';
import { categoryLabels, products } from './products';
import { searchProducts, type CategoryFilter } from './searchProducts';

const tabs: [CategoryFilter, string][] = [
  ['all', 'All Products'],
  ['founders', categoryLabels.founders],
  ['special', categoryLabels.special],
  ['premium', categoryLabels.premium],
  ['new', categoryLabels.new],
];

/** The catalogue: search, category tabs (behind the Filters toggle), the grid, and the bundles promo. */
export function ProductCatalogue() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [filtersOpen, setFiltersOpen] = useState(true);
  const found = searchProducts(products, query, category);

  const chooseCategory = (next: CategoryFilter) => {
    setCategory(next);
    window.scrollTo({ top: 0 });
  };

  const results =
    found.length > 0 ? (
      <ProductGrid items={found} />
    ) : (
      <EmptyState
        title="No products found"
        description="Try adjusting your search or filters to find what you're looking for."
        action={
          <Button
            variant="outline"
            onClick={() => {
              setQuery('');
              setCategory('all');
            }}
          >
            Show all products
          </Button>
        }
      />
    );

  return (
    <Stack gap="6">
      <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
        <Box flex="1">
          <SearchInput value={query} onChange={setQuery} placeholder="Search products..." />
        </Box>
        <Button variant="outline" aria-expanded={filtersOpen} aria-controls="product-filters" onClick={() => setFiltersOpen((open) => !open)}>
          <SlidersHorizontal aria-hidden="true" /> Filters
        </Button>
        <LinkButton to="/bundles" variant="ghost">
          View Bundles
        </LinkButton>
      </Flex>
      <Tabs.Root value={category} onValueChange={({ value }) => chooseCategory(value as CategoryFilter)} variant="enclosed">
        <Box id="product-filters" hidden={!filtersOpen} marginBottom="4">
          <Tabs.List overflowX="auto" maxWidth="full" aria-label="Categories">
            {tabs.map(([value, label]) => (
              <Tabs.Trigger key={value} value={value} flexShrink="0">
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Box>
        <Text color="fg.muted" fontSize="sm" aria-live="polite" marginBottom="4">
          {found.length === 1 ? '1 product' : `${found.length} products`}
        </Text>
        {tabs.map(([value]) => (
          <Tabs.Content key={value} value={value} padding="0">
            {value === category && results}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <Box layerStyle="glowPanel" borderRadius="xl" padding={{ base: '6', md: '8' }} textAlign="center">
        <Heading as="h2" size="lg">
          Looking for curated product sets?
        </Heading>
        <Text color="fg.muted" marginTop="2" marginBottom="4">
          Our bundles group favourites by experience level, with discounts up to 30%.
        </Text>
        <LinkButton to="/bundles">View All Bundles</LinkButton>
      </Box>
    </Stack>
  );
}
