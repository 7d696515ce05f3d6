import { textMatcher } from '../../lib/text/textMatcher';
import type { SupportTicket, TicketPriority, TicketStatus } from './ticket';
import { generateTickets, SAMPLE_TICKET_COUNT } from './sampleTickets';

export type TicketSubTab = 'inbox' | 'open' | 'mine' | 'resolved';

export interface TicketQuery {
  search: string;
  subTab: TicketSubTab;
  status: TicketStatus | 'all';
  priority: TicketPriority | 'all';
  /** Only tickets still waiting for an answer from us. */
  needsResponse: boolean;
}

export const EMPTY_TICKET_QUERY: TicketQuery = {
  search: '',
  subTab: 'inbox',
  status: 'all',
  priority: 'all',
  needsResponse: false,
};

function inSubTab(ticket: SupportTicket, subTab: TicketSubTab, me: string): boolean {
  if (subTab === 'open') return ticket.status === 'new' || ticket.status === 'open' || ticket.status === 'pending';
  if (subTab === 'mine') return ticket.assignedTo === me;
  if (subTab === 'resolved') return ticket.status === 'resolved' || ticket.status === 'closed';
  return true;
}

/** Search covers customer name, email, subject and id; `me` is the logged-in csm username. */
export function filterTickets(tickets: readonly SupportTicket[], query: TicketQuery, me: string): SupportTicket[] {
  const matches = textMatcher(query.search);
  return tickets.filter(
    (ticket) =>
      inSubTab(ticket, query.subTab, me) &&
      (query.status === 'all' || ticket.status === query.status) &&
      (query.priority === 'all' || ticket.priority === query.priority) &&
      (!query.needsResponse || ticket.needsResponse) &&
      matches([ticket.customerName, ticket.customerEmail, ticket.subject, ticket.id]),
  );
}

/** The data-access seam for support tickets. */
export function listTickets(now: number): SupportTicket[] {
  return generateTickets(SAMPLE_TICKET_COUNT, now);
}
