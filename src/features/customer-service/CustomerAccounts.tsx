import { useMemo, useState } from 'react';
import { Badge, Button, Flex, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useClock } from '../../lib/runtime/useRuntime';
import { formatBtc } from '../../lib/formatPrice';
import { SearchInput } from '../../ui/SearchInput';
import { EmptyState } from '../../ui/EmptyState';
import { ToggleButtonGroup } from '../../ui/ToggleButtonGroup';
import { FilterSelect } from '../moderation/FilterSelect';
import { listCustomers } from './customerDirectory';
import { EMPTY_CUSTOMER_QUERY, type CustomerQuery, type CustomerSubTab } from './customerQuery';
import { COUNTRIES } from './sampleNames';

const SUB_TABS: { value: CustomerSubTab; label: string }[] = [
  { value: 'all', label: 'All Accounts' },
  { value: 'active', label: 'Active' },
  { value: 'flagged', label: 'Flagged' },
  { value: 'new', label: 'New' },
];
const STATUS_OPTIONS = ['all', 'active', 'inactive', 'suspended', 'flagged'].map((value) => ({
  value,
  label: value === 'all' ? 'All statuses' : value[0]?.toUpperCase() + value.slice(1),
}));
const COUNTRY_OPTIONS = [
  { value: 'all', label: 'All countries' },
  ...COUNTRIES.map((country) => ({ value: country, label: country })),
];
const statusPalette = { active: 'green', inactive: 'gray', suspended: 'orange', flagged: 'red' } as const;

export function CustomerAccounts({ initialQuery = EMPTY_CUSTOMER_QUERY }: { initialQuery?: CustomerQuery }) {
  const clock = useClock();
  const [now] = useState(() => clock.now());
  const [query, setQuery] = useState(initialQuery);
  const result = useMemo(() => listCustomers(query, now), [query, now]);
  // Changing a filter starts again at page 1.
  const set = (patch: Partial<CustomerQuery>) => setQuery((current) => ({ ...current, page: 1, ...patch }));

  return (
    <Stack gap="4">
      <ToggleButtonGroup
        label="Account lists"
        options={SUB_TABS}
        value={query.subTab}
        onChange={(subTab) => set({ subTab })}
      />
      <Flex gap="3" wrap="wrap" align="flex-end">
        <Stack flex="1" minWidth="60">
          <SearchInput value={query.search} onChange={(search) => set({ search })} placeholder="Search customers..." />
        </Stack>
        <FilterSelect
          label="Status"
          value={query.status}
          options={STATUS_OPTIONS}
          onChange={(status) => set({ status: status as CustomerQuery['status'] })}
        />
        <FilterSelect
          label="Country"
          value={query.country}
          options={COUNTRY_OPTIONS}
          onChange={(country) => set({ country })}
        />
      </Flex>
      {result.total === 0 ? (
        <EmptyState title="No customers found matching your filters." />
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label="Customer accounts">
            <Table.Header>
              <Table.Row>
                {['Customer', 'Status', 'Location', 'Joined', 'Orders', 'Spent', 'Actions'].map((column) => (
                  <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {result.rows.map((customer) => (
                <Table.Row key={customer.id}>
                  <Table.Cell>
                    <Text fontWeight="medium">{customer.fullName}</Text>
                    <Text fontSize="xs" color="fg.muted" data-copyable="">
                      {customer.email} · {customer.id}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={statusPalette[customer.status]} variant="subtle" textTransform="capitalize">
                      {customer.status}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>
                    {customer.city}, {customer.country}
                  </Table.Cell>
                  <Table.Cell>{customer.joinDate.slice(0, 10)}</Table.Cell>
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
        <HStack gap="2">
          <Button
            size="sm"
            variant="outline"
            disabled={result.page <= 1}
            onClick={() => setQuery((current) => ({ ...current, page: result.page - 1 }))}
          >
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <Text fontSize="sm">
            Page {result.page} of {result.pageCount}
          </Text>
          <Button
            size="sm"
            variant="outline"
            disabled={result.page >= result.pageCount}
            onClick={() => setQuery((current) => ({ ...current, page: result.page + 1 }))}
          >
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </HStack>
      </Flex>
    </Stack>
  );
}
