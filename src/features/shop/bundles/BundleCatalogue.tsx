import { Stack } from '@chakra-ui/react';
import { SearchableCatalogue, type CatalogueTabs } from '../../../ui/SearchableCatalogue';
import { LinkButton } from '../../../ui/RouterLink';
import { BundleGrid } from './BundleGrid';
import { bundles, levelLabels, type Bundle } from './bundles';
import { searchBundles, type LevelFilter } from './searchBundles';

const tabs: CatalogueTabs<LevelFilter> = [
  ['all', 'All Bundles'],
  ['beginner', levelLabels.beginner],
  ['intermediate', levelLabels.intermediate],
  ['advanced', levelLabels.advanced],
  ['death', levelLabels.death],
];

// Module functions, so the catalogue can keep its list while a keystroke or a tab is drawn.
const searchCatalogue = (query: string, level: LevelFilter) => searchBundles(bundles, query, level);
const renderBundles = (found: Bundle[]) => <BundleGrid items={found} />;

/** /bundles: search on name, description and tagline, level tabs behind Filters, and the grid. */
export function BundleCatalogue() {
  return (
    <Stack gap="6">
      <SearchableCatalogue
        tabs={tabs}
        tabsLabel="Experience levels"
        filtersId="bundle-filters"
        noun={{ one: 'bundle', many: 'bundles' }}
        search={searchCatalogue}
        renderResults={renderBundles}
        aside={
          <LinkButton to="/products" variant="ghost">
            Browse Products
          </LinkButton>
        }
      />
    </Stack>
  );
}
