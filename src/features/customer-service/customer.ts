export type CustomerStatus = 'active' | 'inactive' | 'suspended' | 'flagged';

/** A customer account as the Customer Accounts tab shows it (docs/behaviour.md#customer-service). */
export interface CustomerAccount {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  status: CustomerStatus;
  country: string;
  city: string;
  /** ISO date-time. */
  joinDate: string;
  ordersCount: number;
  /** BTC. */
  totalSpent: number;
  lastOrder: string | null;
  rating: number;
  verifiedBuyer: boolean;
  favoriteProducts: { id: string; name: string; purchases: number }[];
  hasAlert: boolean;
  notes: string;
}
