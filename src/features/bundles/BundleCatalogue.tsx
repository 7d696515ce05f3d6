import { Stack } from '@chakra-ui/react';
import { SearchableCatalogue, type CatalogueTabs } from '../../ui/SearchableCatalogue';
import { LinkButton } from '../../ui/RouterLink';
import { BundleGrid } from './BundleGrid';
import { bundles, levelLabels } from './bundles';
import { searchBundles, type LevelFilter } from './searchBundles';

const tabs: CatalogueTabs<LevelFilter> = [
  ['all', 'All Bundles'],
  ['beginner', levelLabels.beginner],
  ['intermediate', levelLabels.intermediate],
  ['advanced', levelLabels.advanced],
  ['death', levelLabels.death],
];

/** /bundles: search on name, description and tagline, level tabs behind Filters, and the grid. */
export function BundleCatalogue() {
  return (
    <Stack gap="6">
      <SearchableCatalogue
        tabs={tabs}
        tabsLabel="Experience levels"
        filtersId="bundle-filters"
        noun={{ one: 'bundle', many: 'bundles' }}
        search={(query, level) => searchBundles(bundles, query, level)}
        renderResults={(found) => <BundleGrid items={found} />}
        aside={
          <LinkButton to="/products" variant="ghost">
            Browse Products
          </LinkButton>
        }
      />
    </Stack>
  );
}
