export type TicketStatus = 'new' | 'open' | 'pending' | 'resolved' | 'closed';
export type TicketPriority = 'low' | 'medium' | 'high' | 'urgent';
export type TicketCategory = 'Orders' | 'Products' | 'Shipping' | 'Payments' | 'Technical' | 'Other';

export interface TicketMessage {
  id: string;
  sender: 'customer' | 'agent';
  senderName: string;
  content: string;
  timestamp: string;
  read: boolean;
}

/** A support ticket as the Support Requests tab shows it (docs/behaviour.md#customer-service). */
export interface SupportTicket {
  id: string;
  customerName: string;
  customerEmail: string;
  subject: string;
  status: TicketStatus;
  priority: TicketPriority;
  category: TicketCategory;
  createdAt: string;
  /** Hours to first answer, or null while unanswered. */
  responseTime: number | null;
  productPurchased: string | null;
  messages: TicketMessage[];
  needsResponse: boolean;
  notes: string;
  assignedTo: string | null;
}
