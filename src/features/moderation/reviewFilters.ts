import { textMatcher } from '../../lib/text/textMatcher';
import type { AdminReview, ReviewStatus } from './review';

export type ReviewCategory = 'all' | 'pending' | 'flagged' | 'highlighted';

export interface ReviewQuery {
  category: ReviewCategory;
  status: ReviewStatus | 'all';
  /** 1 to 5, or 0 for any rating. */
  rating: number;
  productId: string | 'all';
  search: string;
}

export const EMPTY_REVIEW_QUERY: ReviewQuery = {
  category: 'all',
  status: 'all',
  rating: 0,
  productId: 'all',
  search: '',
};

const inCategory: Record<ReviewCategory, (review: AdminReview) => boolean> = {
  all: () => true,
  pending: (review) => review.status === 'pending',
  flagged: (review) => review.isFlagged,
  highlighted: (review) => review.isHighlighted,
};

export function reviewCategoryCounts(reviews: readonly AdminReview[]): Record<ReviewCategory, number> {
  const counts = { all: 0, pending: 0, flagged: 0, highlighted: 0 };
  for (const review of reviews) {
    for (const category of Object.keys(counts) as ReviewCategory[])
      if (inCategory[category](review)) counts[category]++;
  }
  return counts;
}

/** Search matches text, author or product name, case-insensitively; the other filters all apply. */
export function filterReviews(reviews: readonly AdminReview[], query: ReviewQuery): AdminReview[] {
  const matches = textMatcher(query.search);
  return reviews.filter(
    (review) =>
      inCategory[query.category](review) &&
      (query.status === 'all' || review.status === query.status) &&
      (query.rating === 0 || review.rating === query.rating) &&
      (query.productId === 'all' || review.productId === query.productId) &&
      matches([review.text, review.author, review.productName]),
  );
}
