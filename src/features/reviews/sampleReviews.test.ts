import { describe, expect, it } from 'vitest';
import { reviewsFor, sampleReviews, sortReviews } from './sampleReviews';

describe('reviewsFor', () => {
  it('picks 7 to 9 distinct samples, the same for the same product', () => {
    for (const id of ['p01', 'p02', 'p03', 'p04', 'p05', 'p06', 'p07', 'p08', 'p09']) {
      const picked = reviewsFor(id);
      expect(picked.length).toBeGreaterThanOrEqual(7);
      expect(picked.length).toBeLessThanOrEqual(9);
      expect(new Set(picked.map((r) => r.id)).size).toBe(picked.length);
      expect(reviewsFor(id)).toEqual(picked);
    }
  });

  it('draws from the product id: the nine products do not all show the same samples', () => {
    const picks = ['p01', 'p02', 'p03', 'p04', 'p05', 'p06', 'p07', 'p08', 'p09'].map((id) =>
      reviewsFor(id)
        .map((review) => review.id)
        .join(','),
    );
    expect(new Set(picks).size).toBeGreaterThan(1);
  });
});

describe('sortReviews', () => {
  it('sorts by rating either way, or by date', () => {
    expect(sortReviews(sampleReviews, 'highest')[0]?.rating).toBe(5);
    expect(sortReviews(sampleReviews, 'lowest')[0]?.rating).toBe(2);
    expect(sortReviews(sampleReviews, 'newest')[0]?.id).toBe('r12');
  });
});
