import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { SearchableCatalogue, type CatalogueTabs } from '../../../ui/SearchableCatalogue';
import { LinkButton } from '../../../ui/RouterLink';
import { ProductGrid } from './ProductGrid';
import { categoryLabels, products, type Product } from './products';
import { searchProducts, type CategoryFilter } from './searchProducts';

const tabs: CatalogueTabs<CategoryFilter> = [
  ['all', 'All Products'],
  ['founders', categoryLabels.founders],
  ['special', categoryLabels.special],
  ['premium', categoryLabels.premium],
  ['new', categoryLabels.new],
];

// Module functions, so the catalogue can keep its list while a keystroke or a tab is drawn.
const searchCatalogue = (query: string, category: CategoryFilter) => searchProducts(products, query, category);
const renderProducts = (found: Product[]) => <ProductGrid items={found} />;

/** The catalogue: search, category tabs (behind the Filters toggle), the grid, and the bundles promo. */
export function ProductCatalogue() {
  return (
    <Stack gap="6">
      <SearchableCatalogue
        tabs={tabs}
        tabsLabel="Categories"
        filtersId="product-filters"
        noun={{ one: 'product', many: 'products' }}
        search={searchCatalogue}
        renderResults={renderProducts}
        aside={
          <LinkButton to="/bundles" variant="ghost">
            View Bundles
          </LinkButton>
        }
      />
      {/* Below the list: hidden with it while a copied link's view is drawn, as it moves with it. */}
      <Box
        layerStyle="glowPanel"
        borderRadius="xl"
        padding={{ base: '6', md: '8' }}
        textAlign="center"
        data-address-view=""
      >
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
