import type { CustomerAccount } from './customer';
import { pageOfCustomers, type CustomerPage, type CustomerQuery } from './customerQuery';
import { generateCustomers, SAMPLE_CUSTOMER_COUNT } from './sampleCustomers';

let cached: { now: number; customers: CustomerAccount[] } | null = null;

function sampleCustomers(now: number): CustomerAccount[] {
  if (!cached || cached.now !== now) cached = { now, customers: generateCustomers(SAMPLE_CUSTOMER_COUNT, now) };
  return cached.customers;
}

/** The data-access seam for customer accounts: a real API could answer this later. */
export function listCustomers(query: CustomerQuery, now: number): CustomerPage {
  return pageOfCustomers(sampleCustomers(now), query, now);
}
