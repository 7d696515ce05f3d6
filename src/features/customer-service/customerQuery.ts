import { textMatcher } from '../../lib/text/textMatcher';
import type { CustomerAccount, CustomerStatus } from './customer';

export type CustomerSubTab = 'all' | 'active' | 'flagged' | 'new';

export interface CustomerQuery {
  search: string;
  subTab: CustomerSubTab;
  status: CustomerStatus | 'all';
  country: string | 'all';
  /** 1-based. */
  page: number;
}

export const CUSTOMER_PAGE_SIZE = 10;
const NEW_ACCOUNT_DAYS = 30;

export const EMPTY_CUSTOMER_QUERY: CustomerQuery = {
  search: '',
  subTab: 'all',
  status: 'all',
  country: 'all',
  page: 1,
};

export interface CustomerPage {
  rows: CustomerAccount[];
  /** Customers matching the filters, over all pages. */
  total: number;
  page: number;
  pageCount: number;
}

function inSubTab(customer: CustomerAccount, subTab: CustomerSubTab, now: number): boolean {
  if (subTab === 'active') return customer.status === 'active';
  if (subTab === 'flagged') return customer.status === 'flagged';
  if (subTab === 'new') return now - Date.parse(customer.joinDate) <= NEW_ACCOUNT_DAYS * 24 * 60 * 60 * 1000;
  return true;
}

/** Search covers name, email and id; sub-tab, status and country narrow it (docs/behaviour.md#customer-service). */
export function filterCustomers(
  customers: readonly CustomerAccount[],
  query: Omit<CustomerQuery, 'page'>,
  now: number,
): CustomerAccount[] {
  const matches = textMatcher(query.search);
  return customers.filter(
    (customer) =>
      inSubTab(customer, query.subTab, now) &&
      (query.status === 'all' || customer.status === query.status) &&
      (query.country === 'all' || customer.country === query.country) &&
      matches([customer.fullName, customer.email, customer.id]),
  );
}

/** One page of matches; a page past the end shows the last page. */
export function pageOfCustomers(
  customers: readonly CustomerAccount[],
  query: CustomerQuery,
  now: number,
): CustomerPage {
  const matches = filterCustomers(customers, query, now);
  const pageCount = Math.max(1, Math.ceil(matches.length / CUSTOMER_PAGE_SIZE));
  const page = Math.min(Math.max(1, query.page), pageCount);
  return {
    rows: matches.slice((page - 1) * CUSTOMER_PAGE_SIZE, page * CUSTOMER_PAGE_SIZE),
    total: matches.length,
    page,
    pageCount,
  };
}
