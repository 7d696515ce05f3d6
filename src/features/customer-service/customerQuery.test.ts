import { describe, expect, it } from 'vitest';
import { generateCustomers } from './sampleCustomers';
import { EMPTY_CUSTOMER_QUERY, pageOfCustomers } from './customerQuery';
import { filterTickets, listTickets, EMPTY_TICKET_QUERY } from './ticketQuery';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const customers = generateCustomers(100, NOW);

describe('customer pages', () => {
  it('gives 10 rows a page over 10 pages for the 100 samples', () => {
    const first = pageOfCustomers(customers, EMPTY_CUSTOMER_QUERY, NOW);
    expect(first).toMatchObject({ total: 100, page: 1, pageCount: 10 });
    expect(first.rows).toHaveLength(10);
    const last = pageOfCustomers(customers, { ...EMPTY_CUSTOMER_QUERY, page: 10 }, NOW);
    expect(last.rows[9]?.id).toBe('CUS-00100');
    expect(pageOfCustomers(customers, { ...EMPTY_CUSTOMER_QUERY, page: 99 }, NOW).page).toBe(10);
  });

  it('filters by sub-tab, status, country and search', () => {
    const flagged = pageOfCustomers(customers, { ...EMPTY_CUSTOMER_QUERY, subTab: 'flagged' }, NOW);
    expect(flagged.total).toBe(customers.filter((c) => c.status === 'flagged').length);
    const fresh = pageOfCustomers(customers, { ...EMPTY_CUSTOMER_QUERY, subTab: 'new' }, NOW);
    expect(fresh.rows.length).toBeGreaterThan(0);
    for (const row of fresh.rows) expect(NOW - Date.parse(row.joinDate)).toBeLessThanOrEqual(30 * 86_400_000);
    const german = pageOfCustomers(customers, { ...EMPTY_CUSTOMER_QUERY, country: 'Germany', status: 'active' }, NOW);
    expect(german.rows.length).toBeGreaterThan(0);
    for (const row of german.rows) expect([row.country, row.status]).toEqual(['Germany', 'active']);
    expect(
      pageOfCustomers(customers, { ...EMPTY_CUSTOMER_QUERY, search: 'cus-00042' }, NOW).rows.map((c) => c.id),
    ).toEqual(['CUS-00042']);
    expect(pageOfCustomers(customers, { ...EMPTY_CUSTOMER_QUERY, search: 'nobody at all' }, NOW)).toMatchObject({
      total: 0,
      pageCount: 1,
    });
  });
});

describe('tickets', () => {
  const tickets = listTickets(NOW);
  it('are 30, unassigned exactly when new, and some belong to the default csm', () => {
    expect(tickets).toHaveLength(30);
    for (const ticket of tickets) expect(ticket.assignedTo === null).toBe(ticket.status === 'new');
    expect(filterTickets(tickets, { ...EMPTY_TICKET_QUERY, subTab: 'mine' }, 'csm').length).toBeGreaterThan(0);
  });
  it('sorts sub-tabs by status and searches id and subject', () => {
    const resolved = filterTickets(tickets, { ...EMPTY_TICKET_QUERY, subTab: 'resolved' }, 'csm');
    const open = filterTickets(tickets, { ...EMPTY_TICKET_QUERY, subTab: 'open' }, 'csm');
    expect(resolved.length).toBeGreaterThan(0);
    expect(open.length).toBeGreaterThan(0);
    for (const t of resolved) expect(['resolved', 'closed']).toContain(t.status);
    for (const t of open) expect(['new', 'open', 'pending']).toContain(t.status);
    const id = tickets[3]?.id ?? '';
    expect(filterTickets(tickets, { ...EMPTY_TICKET_QUERY, search: id.toLowerCase() }, 'csm').map((t) => t.id)).toEqual(
      [id],
    );
  });
  it('narrows to the tickets that still need a response, with the other filters', () => {
    const waiting = filterTickets(tickets, { ...EMPTY_TICKET_QUERY, needsResponse: true }, 'csm');
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.length).toBeLessThan(tickets.length);
    expect(waiting.every((ticket) => ticket.needsResponse)).toBe(true);
    expect(waiting).toHaveLength(tickets.filter((ticket) => ticket.needsResponse).length);
    const resolvedAndWaiting = filterTickets(
      tickets,
      { ...EMPTY_TICKET_QUERY, subTab: 'resolved', needsResponse: true },
      'csm',
    );
    expect(resolvedAndWaiting).toEqual([]);
  });
});
