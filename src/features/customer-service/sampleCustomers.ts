import { createSeededRandom, pick, randomInt } from '../../lib/runtime/random';
import type { CustomerAccount, CustomerStatus } from './customer';
import { FIRST_NAMES, LAST_NAMES, LOCATIONS } from '../../lib/sampleNames';
import { products } from '../shop/catalogue/products';

export const SAMPLE_CUSTOMER_SEED = 5150;
export const SAMPLE_CUSTOMER_COUNT = 100;
const DAY_MS = 24 * 60 * 60 * 1000;
const STATUSES: CustomerStatus[] = ['active', 'active', 'active', 'active', 'inactive', 'suspended', 'flagged'];

/**
 * `count` customers from a fixed seed (docs/behaviour.md#randomness-and-time), joined within two years before `now`.
 */
export function generateCustomers(count: number, now: number, seed = SAMPLE_CUSTOMER_SEED): CustomerAccount[] {
  const random = createSeededRandom(seed);
  const customers: CustomerAccount[] = [];
  for (let index = 1; index <= count; index++) {
    const firstName = pick(random, FIRST_NAMES);
    const lastName = pick(random, LAST_NAMES);
    const location = pick(random, LOCATIONS);
    const status = pick(random, STATUSES);
    const joinDate = now - randomInt(random, 0, 730) * DAY_MS - randomInt(random, 0, DAY_MS);
    const ordersCount = randomInt(random, 0, 40);
    const product = pick(random, products);
    customers.push({
      id: `CUS-${String(index).padStart(5, '0')}`,
      firstName,
      lastName,
      fullName: `${firstName} ${lastName}`,
      email: `${firstName}.${lastName}${index}@example.com`.toLowerCase(),
      status,
      country: location.country,
      city: pick(random, location.cities),
      joinDate: new Date(joinDate).toISOString(),
      ordersCount,
      totalSpent: Math.round(ordersCount * (0.003 + random.next() * 0.004) * 10000) / 10000,
      lastOrder:
        ordersCount > 0 ? new Date(joinDate + Math.floor(random.next() * (now - joinDate))).toISOString() : null,
      rating: randomInt(random, 1, 5),
      verifiedBuyer: ordersCount > 2,
      favoriteProducts:
        ordersCount > 0 ? [{ id: product.id, name: product.name, purchases: randomInt(random, 1, ordersCount) }] : [],
      hasAlert: status === 'flagged' || status === 'suspended',
      notes: status === 'flagged' ? 'Several delivery disputes; check before refunds.' : '',
    });
  }
  return customers;
}
