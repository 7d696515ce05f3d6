import { useState } from 'react';
import { Box, Button, Flex, Stack, Tabs, Text } from '@chakra-ui/react';
import { SlidersHorizontal } from 'lucide-react';
import { EmptyState } from '../../ui/EmptyState';
import { SearchInput } from '../../ui/SearchInput';
import { LinkButton } from '../../ui/RouterLink';
import { BundleGrid } from './BundleGrid';
import { bundles, levelLabels } from './bundles';
import { searchBundles, type LevelFilter } from './searchBundles';

const tabs: [LevelFilter, string][] = [
  ['all', 'All Bundles'],
  ['beginner', levelLabels.beginner],
  ['intermediate', levelLabels.intermediate],
  ['advanced', levelLabels.advanced],
  ['death', levelLabels.death],
];

/** /bundles: search on name, description and tagline, level tabs behind Filters, and the grid. */
export function BundleCatalogue() {
  const [query, setQuery] = useState('');
  const [level, setLevel] = useState<LevelFilter>('all');
  const [filtersOpen, setFiltersOpen] = useState(true);
  const found = searchBundles(bundles, query, level);

  const results =
    found.length > 0 ? (
      <BundleGrid items={found} />
    ) : (
      <EmptyState
        title="No bundles found"
        description="Try adjusting your search or filters to find what you're looking for."
        action={
          <Button
            variant="outline"
            onClick={() => {
              setQuery('');
              setLevel('all');
            }}
          >
            Show all bundles
          </Button>
        }
      />
    );

  return (
    <Stack gap="6">
      <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
        <Box flex="1">
          <SearchInput value={query} onChange={setQuery} placeholder="Search bundles..." />
        </Box>
        <Button variant="outline" aria-expanded={filtersOpen} aria-controls="bundle-filters" onClick={() => setFiltersOpen((open) => !open)}>
          <SlidersHorizontal aria-hidden="true" /> Filters
        </Button>
        <LinkButton to="/products" variant="ghost">
          Browse Products
        </LinkButton>
      </Flex>
      <Tabs.Root
        value={level}
        onValueChange={({ value }) => {
          setLevel(value as LevelFilter);
          window.scrollTo({ top: 0 });
        }}
        variant="enclosed"
      >
        <Box id="bundle-filters" hidden={!filtersOpen} marginBottom="4">
          <Tabs.List overflowX="auto" maxWidth="full" aria-label="Experience levels">
            {tabs.map(([value, label]) => (
              <Tabs.Trigger key={value} value={value} flexShrink="0">
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Box>
        <Text color="fg.muted" fontSize="sm" aria-live="polite" marginBottom="4">
          {found.length === 1 ? '1 bundle' : `${found.length} bundles`}
        </Text>
        {tabs.map(([value]) => (
          <Tabs.Content key={value} value={value} padding="0">
            {value === level && results}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}
