import { useDeferredValue, useMemo, useState } from 'react';
import { Badge, Box, Button, Checkbox, Flex, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { MessageCircleWarning, Send, TriangleAlert } from 'lucide-react';
import { useClock } from '../../lib/runtime/useRuntime';
import { countOf } from '../../lib/text/countOf';
import { EmptyState } from '../../ui/EmptyState';
import { FilterBar } from '../../ui/FilterBar';
import { FilterSelect } from '../../ui/FilterSelect';
import { FormattedDate } from '../../ui/FormattedDate';
import { SegmentedChoice } from '../../ui/SegmentedChoice';
import { StatusBadge } from '../../ui/StatusBadge';
import { currentCsmUsername } from '../staff-auth/csmCredentials';
import { filterTickets, listTickets, type TicketQuery, type TicketSubTab } from './ticketQuery';
import { oneOfOptions, switchParam, textParam } from '../../lib/address/paramState';
import { useParamState } from '../../lib/address/useParamState';
import type { SupportTicket } from './ticket';
// A staff-only recipe travels with its component instead of the shared theme, which every shopper
// page downloads (docs/architecture.md#performance-budgets).
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';

const SUB_TABS: { value: TicketSubTab; label: string }[] = [
  { value: 'inbox', label: 'Inbox' },
  { value: 'open', label: 'Open Tickets' },
  { value: 'mine', label: 'Assigned to Me' },
  { value: 'resolved', label: 'Resolved' },
];
const STATUS_OPTIONS: { value: TicketQuery['status']; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'new', label: 'New' },
  { value: 'open', label: 'Open' },
  { value: 'pending', label: 'Pending' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'closed', label: 'Closed' },
];
const PRIORITY_OPTIONS: { value: TicketQuery['priority']; label: string }[] = [
  { value: 'all', label: 'All priorities' },
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
  { value: 'urgent', label: 'Urgent' },
];

/** 'High', as the priority filter names it: a badge label starts with a capital like every status badge. */
function priorityName(priority: SupportTicket['priority']): string {
  return PRIORITY_OPTIONS.find((option) => option.value === priority)?.label ?? priority;
}

/** The ticket list's view in the address, each left out when it is the default. */
const addressSpecs = {
  list: oneOfOptions(SUB_TABS, 'inbox'),
  q: textParam,
  status: oneOfOptions(STATUS_OPTIONS, 'all'),
  priority: oneOfOptions(PRIORITY_OPTIONS, 'all'),
  waiting: switchParam,
};

/** 'First reply after 2 hours', or how long the customer has been waiting. */
function ResponseTime({ ticket, focusable = true }: { ticket: SupportTicket; focusable?: boolean }) {
  if (ticket.responseTime === null)
    return (
      <>
        No reply yet, asked <FormattedDate value={ticket.createdAt} format="relative" focusable={focusable} />
      </>
    );
  return <>First reply after {countOf(ticket.responseTime, 'hour')}</>;
}

function NeedsResponseBadge() {
  return (
    <Badge colorPalette="orange" variant="solid">
      <MessageCircleWarning aria-hidden="true" size="12" />
      Needs response
    </Badge>
  );
}

function TicketDetail({ ticket }: { ticket: SupportTicket }) {
  return (
    <Stack gap="4">
      <Box>
        <Heading as="h3" size="md">
          {ticket.subject}
        </Heading>
        <HStack gap="2" wrap="wrap" marginTop="1">
          <Text fontSize="sm" color="fg.muted" data-copyable="">
            {ticket.id}
          </Text>
          <StatusBadge status={ticket.status} />
          <StatusBadge status={ticket.priority} label={`${priorityName(ticket.priority)} priority`} />
          {ticket.needsResponse && <NeedsResponseBadge />}
        </HStack>
      </Box>
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)' }} gap="2" fontSize="sm">
        <Text>
          Customer: {ticket.customerName} ({ticket.customerEmail})
        </Text>
        <Text>Category: {ticket.category}</Text>
        <Text>Product: {ticket.productPurchased ?? 'None'}</Text>
        <Text>Assigned to: {ticket.assignedTo ?? 'Unassigned'}</Text>
        <Text>
          Opened: <FormattedDate value={ticket.createdAt} format="dayTime" />
        </Text>
        <Text>
          Response time: <ResponseTime ticket={ticket} />
        </Text>
      </Grid>
      <Stack gap="3" as="ol" listStyleType="none" aria-label="Messages">
        {ticket.messages.map((message) => (
          <Box
            as="li"
            key={message.id}
            padding="3"
            borderRadius="md"
            bg={message.sender === 'agent' ? 'accent.subtle' : 'bg.subtle'}
          >
            <Text fontSize="xs" color="fg.muted">
              {message.senderName} · <FormattedDate value={message.timestamp} format="dayTime" />
            </Text>
            <Text fontSize="sm">{message.content}</Text>
          </Box>
        ))}
      </Stack>
      <Box borderWidth="1px" borderStyle="dashed" borderRadius="md" padding="3">
        <Text fontWeight="semibold" fontSize="sm">
          Support Response System
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Replying from the dashboard will be available soon.
        </Text>
        <HStack marginTop="2">
          <Button size="sm" variant="outline" disabled>
            <TriangleAlert aria-hidden="true" />
            Escalate
          </Button>
          <Button size="sm" disabled>
            <Send aria-hidden="true" />
            Send Response
          </Button>
        </HStack>
      </Box>
    </Stack>
  );
}

export function SupportRequests() {
  const clock = useClock();
  const [tickets] = useState(() => listTickets(clock.now()));
  const [me] = useState(currentCsmUsername);
  // List, search and filters live in the address (docs/behaviour.md#state-in-the-address).
  const [address, setAddress] = useParamState(addressSpecs);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // The controls answer at once; the list follows once the browser has painted that.
  const deferred = useDeferredValue(address);
  const listLags = deferred !== address;
  const shown = useMemo(() => {
    const query: TicketQuery = {
      search: deferred.q,
      subTab: deferred.list,
      status: deferred.status,
      priority: deferred.priority,
      needsResponse: deferred.waiting,
    };
    return filterTickets(tickets, query, me);
  }, [tickets, deferred, me]);
  const selected = tickets.find((ticket) => ticket.id === selectedId) ?? null;
  const choose = (patch: Partial<typeof address>) => setAddress(patch, { history: 'push' });

  return (
    <Stack gap="4">
      <SegmentedChoice
        label="Ticket lists"
        options={SUB_TABS}
        value={address.list}
        onChange={(list) => choose({ list })}
      />
      <FilterBar
        search={{
          value: address.q,
          onChange: (q) => setAddress({ q }, { history: 'replace' }),
          placeholder: 'Search tickets...',
        }}
      >
        <FilterSelect
          label="Status"
          value={address.status}
          options={STATUS_OPTIONS}
          onChange={(status) => choose({ status })}
        />
        <FilterSelect
          label="Priority"
          value={address.priority}
          options={PRIORITY_OPTIONS}
          onChange={(priority) => choose({ priority })}
        />
        <Checkbox.Root
          recipe={checkboxSlotRecipe}
          size="sm"
          checked={address.waiting}
          onCheckedChange={(details) => choose({ waiting: details.checked === true })}
          paddingBottom="2"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Needs response only</Checkbox.Label>
        </Checkbox.Root>
      </FilterBar>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 3fr' }} gap="4">
        <Stack
          as="ul"
          listStyleType="none"
          gap="2"
          maxHeight="600px"
          overflowY="auto"
          aria-label="Tickets"
          aria-busy={listLags}
          tabIndex={0}
          padding="1"
        >
          {shown.length === 0 && (
            <Box as="li" color="fg.muted">
              No tickets match your filters.
            </Box>
          )}
          {shown.map((ticket) => (
            <Box as="li" key={ticket.id}>
              <Button
                variant={ticket.id === selectedId ? 'subtle' : 'ghost'}
                width="full"
                height="auto"
                justifyContent="flex-start"
                textAlign="left"
                paddingY="2"
                aria-current={ticket.id === selectedId}
                onClick={() => setSelectedId(ticket.id)}
              >
                <Stack gap="1" width="full" color="fg">
                  <Flex justify="space-between" gap="2">
                    <Text fontWeight="semibold" truncate>
                      {ticket.subject}
                    </Text>
                    <StatusBadge status={ticket.priority} />
                  </Flex>
                  <Text fontSize="xs" color="fg.muted">
                    {ticket.id} · {ticket.customerName} · {ticket.status} ·{' '}
                    <FormattedDate value={ticket.createdAt} format="relative" focusable={false} />
                  </Text>
                  <HStack gap="2" fontSize="xs" color="fg.muted" wrap="wrap">
                    {ticket.needsResponse && <NeedsResponseBadge />}
                    <Text>
                      <ResponseTime ticket={ticket} focusable={false} />
                    </Text>
                  </HStack>
                </Stack>
              </Button>
            </Box>
          ))}
        </Stack>
        <Box borderWidth="1px" borderRadius="md" padding="4" bg="bg.panel" aria-live="polite">
          {selected ? <TicketDetail ticket={selected} /> : <EmptyState title="Select a ticket to view details" />}
        </Box>
      </Grid>
      <Flex justify="space-between" fontSize="sm" color="fg.muted" wrap="wrap" gap="2">
        {/* A status message (WCAG 4.1.3), as the accounts' and reviews' counts are; busy until the list follows. */}
        <Text aria-live="polite" aria-busy={listLags}>
          Showing {shown.length} of {tickets.length} tickets
        </Text>
        <Text>Response time: Avg. 2.4 hours</Text>
      </Flex>
    </Stack>
  );
}
