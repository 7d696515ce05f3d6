import { memo } from 'react';
import { Button, chakra, Link, Table, Text } from '@chakra-ui/react';
// A staff-only recipe travels with its component instead of the shared theme, which every shopper
// page downloads (docs/architecture.md#performance-budgets).
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { formatBtc } from '../../lib/formatPrice';
import { FormattedDate } from '../../ui/FormattedDate';
import { StatusBadge } from '../../ui/StatusBadge';
import type { CustomerAccount } from './customer';

/**
 * One page of the customer table. Memoised: a filter's tap redraws the controls at once and this
 * table only when its rows change, in the deferred render that follows the paint (drawing all the
 * rows again in the tap's own render was most of the tap's 150 ms on a phone at 4x slowdown).
 */
export const CustomerTable = memo(function CustomerTable({
  rows,
  onOpen,
}: {
  rows: readonly CustomerAccount[];
  onOpen: (customer: CustomerAccount) => void;
}) {
  return (
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
          {rows.map((customer) => (
            <Table.Row
              key={customer.id}
              cursor="pointer"
              // A click anywhere on the row opens the record; the name button is the keyboard way in.
              onClick={(event) => {
                if (!(event.target as HTMLElement).closest('a, button, time')) onOpen(customer);
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
                  onClick={() => onOpen(customer)}
                >
                  {customer.fullName}
                </Button>
                <Text fontSize="xs" color="fg.muted" data-copyable="">
                  {customer.email}
                  {/* On a phone the id takes a line of its own: the column is then as wide as the
                      email, and the Status column fits beside it on the first screen. */}
                  <chakra.span display={{ base: 'block', md: 'inline' }}>
                    <chakra.span display={{ base: 'none', md: 'inline' }}> · </chakra.span>
                    {customer.id}
                  </chakra.span>
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
  );
});
