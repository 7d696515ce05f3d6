import { useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Box, Button, Flex, Tabs, Text } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { SlidersHorizontal, X } from 'lucide-react';
import { EmptyState } from './EmptyState';
import { HydrateAsOne } from './HydrationSlice';
import { SearchInput } from './SearchInput';
import { countOf } from '../lib/text/countOf';
import { oneOf, textParam } from '../lib/address/paramState';
import { useParamState } from '../lib/address/useParamState';
import { useHasStarted } from '../lib/startup/useHasStarted';
import { showAddressView } from '../lib/startup/earlyTaps';

type CatalogueTab<Filter extends string> = readonly [value: Filter, label: string];

/** The tabs in order; the first is the unfiltered one the list starts on. */
export type CatalogueTabs<Filter extends string> = readonly [CatalogueTab<Filter>, ...CatalogueTab<Filter>[]];

export interface SearchableCatalogueProps<Filter extends string, Item> {
  tabs: CatalogueTabs<Filter>;
  /** The tab list's accessible name, such as 'Categories'. */
  tabsLabel: string;
  /** The id of the tab panel the Filters toggle shows and hides. */
  filtersId: string;
  /** What one and several items are called: drives the count, the empty state and its reset. */
  noun: { one: string; many: string };
  search(query: string, filter: Filter): Item[];
  renderResults(found: Item[]): ReactNode;
  /** Shown beside the Filters toggle, such as a link to the other catalogue. */
  aside?: ReactNode;
}

function tabLabel<Filter extends string>(tabs: CatalogueTabs<Filter>, value: Filter): string {
  return tabs.find(([tab]) => tab === value)?.[1] ?? value;
}

/**
 * A searchable, tab-filtered list with a live count and an empty state that resets both.
 * The catalogue and the bundles page share it so their search behaves the same. The tab and the
 * search live in the address (`?category=`, `?q=`; docs/behaviour.md#state-in-the-address).
 */
export function SearchableCatalogue<Filter extends string, Item>({
  tabs,
  tabsLabel,
  filtersId,
  noun,
  search,
  renderResults,
  aside,
}: SearchableCatalogueProps<Filter, Item>) {
  const allTab = tabs[0][0];
  const specs = useMemo(
    () => ({
      category: oneOf(
        tabs.map(([value]) => value),
        allTab,
      ),
      q: textParam,
    }),
    [tabs, allTab],
  );
  const [address, setAddress] = useParamState(specs);
  const { q: query, category: filter } = address;
  const [filtersOpen, setFiltersOpen] = useState(true);
  // The field and the tabs answer at once, in a render that leaves the list as it was (the same
  // element, so React skips it); the list follows in a render of its own once that has painted.
  // On a phone at 4x slowdown redrawing the grid in the keystroke's own render took 450 ms.
  const shownQuery = useDeferredValue(query);
  const shownFilter = useDeferredValue(filter);
  // A copied link's view is hidden until drawn, so the default view never shows and rearranges.
  const started = useHasStarted();
  const drawn = started && shownQuery === query && shownFilter === filter;
  useEffect(() => {
    if (drawn) showAddressView();
  }, [drawn]);
  // `search` and `renderResults` should keep their identity (module functions) for this to hold.
  const found = useMemo(() => search(shownQuery, shownFilter), [search, shownQuery, shownFilter]);
  const results = useMemo(
    () =>
      found.length > 0 ? (
        renderResults(found)
      ) : (
        <EmptyState
          title={`No ${noun.many} found`}
          description="Try adjusting your search or filters to find what you're looking for."
          action={
            <Button variant="outline" onClick={() => setAddress({ q: '', category: allTab }, { history: 'push' })}>
              Show all {noun.many}
            </Button>
          }
        />
      ),
    [found, renderResults, noun.many, setAddress, allTab],
  );

  return (
    <>
      <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
        <Box flex="1">
          <SearchInput
            value={query}
            onChange={(typed) => {
              setAddress({ q: typed }, { history: 'replace' });
            }}
            placeholder={`Search ${noun.many}...`}
          />
        </Box>
        <Button
          variant="outline"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <SlidersHorizontal aria-hidden="true" /> Filters
        </Button>
        {aside}
      </Flex>
      <HydrateAsOne>
        <Tabs.Root
          recipe={tabsSlotRecipe}
          value={filter}
          onValueChange={({ value }) => {
            setAddress({ category: value as Filter }, { history: 'push' });
            // A new tab starts a new list: show it from its first row.
            window.scrollTo({ top: 0 });
          }}
          variant="enclosed"
        >
          <Box id={filtersId} hidden={!filtersOpen} marginBottom="4">
            {/* Wraps rather than scrolls: a scrolled row cut a tab mid-word at the phone's edge. */}
            <Tabs.List flexWrap="wrap" maxWidth="full" aria-label={tabsLabel}>
              {tabs.map(([value, label]) => (
                <Tabs.Trigger key={value} value={value} flexShrink="0" whiteSpace="nowrap">
                  {label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </Box>
          {!filtersOpen && filter !== allTab && (
            // A hidden tab list never hides the choice that still applies: it shows here, removable.
            <Button
              variant="subtle"
              size="sm"
              borderRadius="full"
              marginBottom="4"
              aria-label={`Remove filter: ${tabLabel(tabs, filter)}`}
              onClick={() => setAddress({ category: allTab }, { history: 'push' })}
            >
              {tabLabel(tabs, filter)}
              <X aria-hidden="true" />
            </Button>
          )}
          <Text color="fg.muted" fontSize="sm" aria-live="polite" marginBottom="4" data-address-view="">
            {countOf(found.length, noun.one, noun.many)}
          </Text>
          {/* One panel that follows the tab, so a new tab moves no list from panel to panel. */}
          <Tabs.Content value={filter} padding="0" data-address-view="">
            {results}
          </Tabs.Content>
        </Tabs.Root>
      </HydrateAsOne>
    </>
  );
}
