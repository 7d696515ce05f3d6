import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Button, ButtonGroup, Flex, IconButton, Pagination, Stack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useClock } from '../../lib/runtime/useRuntime';
import { EmptyState } from '../../ui/EmptyState';
import { FilterBar } from '../../ui/FilterBar';
import { FilterSelect } from '../../ui/FilterSelect';
import { SegmentedChoice } from '../../ui/SegmentedChoice';
import type { CustomerAccount } from './customer';
import { listCustomers } from './customerDirectory';
import { CUSTOMER_PAGE_SIZE, type CustomerQuery } from './customerQuery';
import { customerAddressSpecs, SUB_TABS, STATUS_OPTIONS, COUNTRY_OPTIONS } from './customerAddress';
import { useParamState } from '../../lib/address/useParamState';
import { CustomerRecordDrawer } from './CustomerRecordDrawer';
import { CustomerTable } from './CustomerTable';

type AccountsAddress = ReturnType<typeof useParamState<typeof customerAddressSpecs>>;

/** The customer table; its list, search, filters and page are in the address (docs/behaviour.md#state-in-the-address). */
export function CustomerAccounts() {
  const [address, setAddress] = useParamState(customerAddressSpecs);
  return <AccountsView address={address} setAddress={setAddress} />;
}

/**
 * Everything drawn from the accounts' own parameters. Memoised: another tab's change of the
 * address (choosing that tab) leaves these values and the setter as they were, so the hidden
 * accounts are not drawn again in that tap's render.
 */
const AccountsView = memo(function AccountsView({
  address,
  setAddress,
}: {
  address: AccountsAddress[0];
  setAddress: AccountsAddress[1];
}) {
  const clock = useClock();
  const [now] = useState(() => clock.now());
  const [record, setRecord] = useState<{ customer: CustomerAccount | null; open: boolean }>({
    customer: null,
    open: false,
  });
  // The controls answer at once; the table follows once the browser has painted that.
  const shown = useDeferredValue(address);
  const query: CustomerQuery = useMemo(
    () => ({ search: shown.q, subTab: shown.list, status: shown.status, country: shown.country, page: shown.page }),
    [shown],
  );
  const result = useMemo(() => listCustomers(query, now), [query, now]);
  // Changing a filter starts again at page 1; a choice is a step Back returns from, a keystroke is not.
  const choose = (patch: Partial<typeof address>) => setAddress({ page: 1, ...patch }, { history: 'push' });
  const openRecord = useCallback((customer: CustomerAccount) => setRecord({ customer, open: true }), []);

  return (
    <Stack gap="4">
      <SegmentedChoice
        label="Account lists"
        options={SUB_TABS}
        value={address.list}
        onChange={(list) => choose({ list })}
      />
      <FilterBar
        search={{
          value: address.q,
          onChange: (typed) => {
            setAddress({ q: typed, page: 1 }, { history: 'replace' });
          },
          placeholder: 'Search customers...',
        }}
      >
        <FilterSelect
          label="Status"
          value={address.status}
          options={STATUS_OPTIONS}
          onChange={(status) => choose({ status })}
        />
        <FilterSelect
          label="Country"
          value={address.country}
          options={COUNTRY_OPTIONS}
          onChange={(country) => choose({ country })}
        />
      </FilterBar>
      {result.total === 0 ? (
        <EmptyState title="No customers found matching your filters." />
      ) : (
        <CustomerTable rows={result.rows} onOpen={openRecord} />
      )}
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        {/* Busy until the table shows the filters just chosen: a screen reader reads the count once. */}
        <Text fontSize="sm" color="fg.muted" aria-live="polite" aria-busy={shown !== address}>
          Showing {result.rows.length} of {result.total} customers
        </Text>
        <Pagination.Root
          count={result.total}
          pageSize={CUSTOMER_PAGE_SIZE}
          page={result.page}
          siblingCount={1}
          onPageChange={(details) => setAddress({ page: details.page }, { history: 'push' })}
          translations={{
            rootLabel: 'Customer pages',
            prevTriggerLabel: 'Previous page',
            nextTriggerLabel: 'Next page',
            itemLabel: ({ page }) => `Page ${page}`,
          }}
        >
          <ButtonGroup variant="ghost" size="sm" gap="1" wrap="wrap">
            <Pagination.PrevTrigger asChild>
              <Button variant="outline">
                <ChevronLeft aria-hidden="true" />
                Previous
              </Button>
            </Pagination.PrevTrigger>
            <Pagination.Items
              render={(page) => <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{page.value}</IconButton>}
            />
            <Pagination.NextTrigger asChild>
              <Button variant="outline">
                Next
                <ChevronRight aria-hidden="true" />
              </Button>
            </Pagination.NextTrigger>
            <Text fontSize="sm" alignSelf="center" marginStart="2">
              Page {result.page} of {result.pageCount}
            </Text>
          </ButtonGroup>
        </Pagination.Root>
      </Flex>
      <CustomerRecordDrawer
        customer={record.customer}
        open={record.open}
        onClose={() => setRecord((current) => ({ ...current, open: false }))}
      />
    </Stack>
  );
});
