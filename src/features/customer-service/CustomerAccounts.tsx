import { useDeferredValue, useMemo, useState } from 'react';
import { Button, ButtonGroup, Flex, IconButton, Link, Pagination, Stack, Table, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useClock } from '../../lib/runtime/useRuntime';
import { formatBtc } from '../../lib/formatPrice';
import { EmptyState } from '../../ui/EmptyState';
import { FilterBar } from '../../ui/FilterBar';
import { FilterSelect } from '../../ui/FilterSelect';
import { FormattedDate } from '../../ui/FormattedDate';
import { SegmentedChoice } from '../../ui/SegmentedChoice';
import { StatusBadge } from '../../ui/StatusBadge';
import type { CustomerAccount } from './customer';
import { listCustomers } from './customerDirectory';
import { CUSTOMER_PAGE_SIZE, type CustomerQuery } from './customerQuery';
import { customerAddressSpecs, SUB_TABS, STATUS_OPTIONS, COUNTRY_OPTIONS } from './customerAddress';
import { useParamState } from '../../lib/address/useParamState';
import { CustomerRecordDrawer } from './CustomerRecordDrawer';
// A staff-only recipe travels with its component instead of the shared theme, which every shopper
// page downloads (docs/architecture.md#performance-budgets).
import { tableSlotRecipe } from '@chakra-ui/react/theme';

/** The customer table; its list, search, filters and page are in the address (docs/behaviour.md#state-in-the-address). */
export function CustomerAccounts() {
  const clock = useClock();
  const [now] = useState(() => clock.now());
  const [address, setAddress] = useParamState(customerAddressSpecs);
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
  const openRecord = (customer: CustomerAccount) => setRecord({ customer, open: true });

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
        // On a phone the table scrolls inside this labelled, keyboard-reachable box, never the page.
        <Table.ScrollArea
          borderWidth="1px"
          borderRadius="md"
          role="region"
          aria-label="Customer accounts table"
          tabIndex={0}
        >
          <Table.Root recipe={tableSlotRecipe} size="sm" aria-label="Customer accounts" interactive>
            <Table.Header>
              <Table.Row>
                {['Customer', 'Status', 'Location', 'Joined', 'Orders', 'Spent', 'Actions'].map((column) => (
                  <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {result.rows.map((customer) => (
                <Table.Row
                  key={customer.id}
                  cursor="pointer"
                  // A click anywhere on the row opens the record; the name button is the keyboard way in.
                  onClick={(event) => {
                    if (!(event.target as HTMLElement).closest('a, button, time')) openRecord(customer);
                  }}
                >
                  <Table.Cell>
                    <Button
                      variant="plain"
                      size="sm"
                      height="auto"
                      padding="0"
                      fontWeight="medium"
                      color="fg"
                      aria-label={`Open record of ${customer.fullName}`}
                      onClick={() => openRecord(customer)}
                    >
                      {customer.fullName}
                    </Button>
                    <Text fontSize="xs" color="fg.muted" data-copyable="">
                      {customer.email} · {customer.id}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={customer.status} />
                  </Table.Cell>
                  <Table.Cell>
                    {customer.city}, {customer.country}
                  </Table.Cell>
                  <Table.Cell>
                    <FormattedDate value={customer.joinDate} />
                  </Table.Cell>
                  <Table.Cell>{customer.ordersCount}</Table.Cell>
                  <Table.Cell>{formatBtc(customer.totalSpent)}</Table.Cell>
                  <Table.Cell>
                    <Link
                      href={`mailto:${customer.email}`}
                      color="accent.fg"
                      fontSize="sm"
                      aria-label={`Email ${customer.fullName}`}
                    >
                      Email
                    </Link>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
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
}
