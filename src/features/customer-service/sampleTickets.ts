import { createSeededRandom, pick, randomInt } from '../../lib/runtime/random';
import { DEFAULT_CSM_CREDENTIALS } from '../staff-auth/csmCredentials';
import { products } from '../shop/catalogue/products';
import type { SupportTicket, TicketCategory, TicketPriority, TicketStatus } from './ticket';
import { FIRST_NAMES, LAST_NAMES } from '../../lib/sampleNames';
import { newestFirst } from '../../lib/text/newestFirst';

export const SAMPLE_TICKET_SEED = 3030;
export const SAMPLE_TICKET_COUNT = 30;
const HOUR_MS = 60 * 60 * 1000;

const TOPICS: { category: TicketCategory; subject: string; question: string }[] = [
  {
    category: 'Orders',
    subject: 'Order not received yet',
    question: 'My order was confirmed six days ago and has not arrived. Can you check the tracking?',
  },
  {
    category: 'Orders',
    subject: 'Change delivery address',
    question: 'I moved last week. Can the parcel still go to my new address?',
  },
  {
    category: 'Products',
    subject: 'Colour differs from the picture',
    question: 'The items look lighter than on the product page. Is that expected for this edition?',
  },
  {
    category: 'Shipping',
    subject: 'Parcel arrived damaged',
    question: 'The outer box was crushed and two pieces are chipped. What can you do?',
  },
  {
    category: 'Payments',
    subject: 'Payment not confirmed',
    question: 'I sent the payment an hour ago but the order still shows pending.',
  },
  {
    category: 'Technical',
    subject: 'Cannot open the payment page',
    question: 'The payment page keeps loading after the security check.',
  },
  {
    category: 'Other',
    subject: 'Question about bundles',
    question: 'Can I swap one product in a bundle for another one of the same price?',
  },
];
const AGENT_REPLY = 'Thanks for reaching out. We are looking into this and will update you within 24 hours.';
const STATUSES: TicketStatus[] = ['new', 'open', 'pending', 'resolved', 'closed'];
const PRIORITIES: TicketPriority[] = ['low', 'medium', 'high', 'urgent'];
const OTHER_AGENTS = ['Dana Support', 'Lee Support'];

/** `count` tickets from a fixed seed; some are assigned to the default csm user ('Assigned to Me'). */
export function generateTickets(count: number, now: number, seed = SAMPLE_TICKET_SEED): SupportTicket[] {
  const random = createSeededRandom(seed);
  const tickets: SupportTicket[] = [];
  for (let index = 1; index <= count; index++) {
    const topic = pick(random, TOPICS);
    const status = pick(random, STATUSES);
    const name = `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`;
    const created = now - randomInt(random, 1, 24 * 30) * HOUR_MS;
    const answered = status !== 'new';
    const assignedTo = answered
      ? random.next() < 0.5
        ? DEFAULT_CSM_CREDENTIALS.username
        : pick(random, OTHER_AGENTS)
      : null;
    const messages: SupportTicket['messages'] = [
      {
        id: `T${index}-1`,
        sender: 'customer',
        senderName: name,
        content: topic.question,
        timestamp: new Date(created).toISOString(),
        read: answered,
      },
    ];
    if (answered) {
      messages.push({
        id: `T${index}-2`,
        sender: 'agent',
        senderName: assignedTo ?? 'Support',
        content: AGENT_REPLY,
        timestamp: new Date(created + 2 * HOUR_MS).toISOString(),
        read: true,
      });
    }
    tickets.push({
      id: `TKT-${String(1000 + index)}`,
      customerName: name,
      customerEmail: `${name.replace(' ', '.').toLowerCase()}@example.com`,
      subject: topic.subject,
      status,
      priority: pick(random, PRIORITIES),
      category: topic.category,
      createdAt: new Date(created).toISOString(),
      responseTime: answered ? 2 : null,
      productPurchased:
        topic.category === 'Products' || topic.category === 'Shipping' ? pick(random, products).name : null,
      messages,
      needsResponse: status === 'new' || status === 'open',
      notes: '',
      assignedTo,
    });
  }
  return tickets.sort((a, b) => newestFirst(a.createdAt, b.createdAt));
}
