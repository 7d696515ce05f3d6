import { oneOfOptions, pageParam, textParam } from '../../lib/address/paramState';
import { COUNTRIES } from '../../lib/sampleNames';
import type { CustomerStatus } from './customer';
import type { CustomerSubTab } from './customerQuery';

export const SUB_TABS: { value: CustomerSubTab; label: string }[] = [
  { value: 'all', label: 'All Accounts' },
  { value: 'active', label: 'Active' },
  { value: 'flagged', label: 'Flagged' },
  { value: 'new', label: 'New' },
];
export const STATUS_OPTIONS: { value: CustomerStatus | 'all'; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'flagged', label: 'Flagged' },
];
export const COUNTRY_OPTIONS = [
  { value: 'all', label: 'All countries' },
  ...COUNTRIES.map((country) => ({ value: country, label: country })),
];

/**
 * The customer table's view in the address: `?list=`, `?q=`, `?status=`, `?country=`, `?page=`,
 * each left out when it is the default; values the table does not offer fall back to it.
 */
export const customerAddressSpecs = {
  list: oneOfOptions(SUB_TABS, 'all'),
  q: textParam,
  status: oneOfOptions(STATUS_OPTIONS, 'all'),
  country: oneOfOptions(COUNTRY_OPTIONS, 'all'),
  page: pageParam,
};
