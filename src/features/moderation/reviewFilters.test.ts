import { describe, expect, it } from 'vitest';
import { generateReviews, listReviews } from './sampleReviews';
import { EMPTY_REVIEW_QUERY, filterReviews, reviewCategoryCounts } from './reviewFilters';

const NOW = Date.parse('2026-11-21T12:00:00Z');

describe('sample reviews', () => {
  it('are 50, the same on every call, dated within three months before now', () => {
    const reviews = listReviews(NOW);
    expect(reviews).toHaveLength(50);
    expect(listReviews(NOW)).toEqual(reviews);
    for (const review of reviews) {
      const age = NOW - Date.parse(review.date);
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(92 * 24 * 3600 * 1000);
      expect(review.isHighlighted).toBe(review.rating >= 4 && review.helpful > 20);
    }
    expect(new Set(reviews.map((r) => r.id)).size).toBe(50);
  });
});

describe('filterReviews', () => {
  const reviews = generateReviews(200, NOW);

  it('counts each category over all reviews', () => {
    const counts = reviewCategoryCounts(reviews);
    expect(counts.all).toBe(200);
    expect(counts.pending).toBe(reviews.filter((r) => r.status === 'pending').length);
    expect(counts.flagged).toBe(reviews.filter((r) => r.isFlagged).length);
    expect(counts.highlighted).toBeGreaterThan(0);
  });

  it('combines category, status, rating, product and search', () => {
    const shown = filterReviews(reviews, {
      category: 'pending',
      status: 'all',
      rating: 5,
      productId: 'p01',
      search: '',
    });
    expect(shown.length).toBeGreaterThan(0);
    for (const review of shown) expect([review.status, review.rating, review.productId]).toEqual(['pending', 5, 'p01']);
    expect(filterReviews(reviews, { ...EMPTY_REVIEW_QUERY, status: 'rejected', category: 'pending' })).toEqual([]);
  });

  it('searches text, author and product name case-insensitively', () => {
    const author = reviews[0]?.author ?? '';
    const byAuthor = filterReviews(reviews, { ...EMPTY_REVIEW_QUERY, search: author.toUpperCase() });
    expect(byAuthor).toContainEqual(reviews[0]);
    expect(byAuthor.every((r) => r.author === author || r.text.toLowerCase().includes(author.toLowerCase()))).toBe(
      true,
    );
    const byProduct = filterReviews(reviews, { ...EMPTY_REVIEW_QUERY, search: 'rose tri' });
    expect(byProduct.length).toBeGreaterThan(0);
    expect(byProduct.every((r) => r.productName === 'Rose Triangle')).toBe(true);
    expect(filterReviews(reviews, { ...EMPTY_REVIEW_QUERY, search: 'zzz-nothing' })).toEqual([]);
  });
});
