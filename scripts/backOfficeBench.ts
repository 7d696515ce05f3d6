/**
 * Search and filter timings over large generated back-office data sets, for `npm run bench`.
 * Figures are reported, never asserted.
 */
import { performance } from 'node:perf_hooks';
import { generateCustomers } from '../src/features/customer-service/sampleCustomers';
import {
  EMPTY_CUSTOMER_QUERY,
  pageOfCustomers,
  type CustomerQuery,
} from '../src/features/customer-service/customerQuery';
import { generateReviews } from '../src/features/moderation/sampleReviews';
import {
  EMPTY_REVIEW_QUERY,
  filterReviews,
  reviewCategoryCounts,
  type ReviewQuery,
} from '../src/features/moderation/reviewFilters';

const RUNS = 7;
const NOW = Date.parse('2026-11-21T12:00:00Z');

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function time(work: () => unknown): string {
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    work();
    samples.push(performance.now() - started);
  }
  return `${median(samples).toFixed(2)} ms`;
}

export function backOfficeTimings(): Record<string, string>[] {
  const customers = generateCustomers(100_000, NOW);
  const reviews = generateReviews(10_000, NOW);
  const customerCases: [string, CustomerQuery][] = [
    ['all, page 1', EMPTY_CUSTOMER_QUERY],
    ['search "meyer"', { ...EMPTY_CUSTOMER_QUERY, search: 'meyer' }],
    ['flagged in Germany', { ...EMPTY_CUSTOMER_QUERY, subTab: 'flagged', country: 'Germany' }],
    ['new accounts, page 5', { ...EMPTY_CUSTOMER_QUERY, subTab: 'new', page: 5 }],
  ];
  const reviewCases: [string, ReviewQuery][] = [
    ['all', EMPTY_REVIEW_QUERY],
    ['search "packaging"', { ...EMPTY_REVIEW_QUERY, search: 'packaging' }],
    ['pending, 5 stars, Blue 100', { ...EMPTY_REVIEW_QUERY, category: 'pending', rating: 5, productId: 'p01' }],
  ];
  return [
    { data: '100 000 customers', operation: 'generate', median: time(() => generateCustomers(100_000, NOW)) },
    ...customerCases.map(([name, query]) => ({
      data: '100 000 customers',
      operation: name,
      median: time(() => pageOfCustomers(customers, query, NOW)),
    })),
    { data: '10 000 reviews', operation: 'generate', median: time(() => generateReviews(10_000, NOW)) },
    { data: '10 000 reviews', operation: 'category counts', median: time(() => reviewCategoryCounts(reviews)) },
    ...reviewCases.map(([name, query]) => ({
      data: '10 000 reviews',
      operation: name,
      median: time(() => filterReviews(reviews, query)),
    })),
  ];
}
