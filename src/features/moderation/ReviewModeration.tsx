import { useMemo, useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { RotateCcw } from 'lucide-react';
import { EmptyState } from '../../ui/EmptyState';
import { FilterBar } from '../../ui/FilterBar';
import { FilterSelect } from '../../ui/FilterSelect';
import { SegmentedChoice } from '../../ui/SegmentedChoice';
import type { AdminReview } from './review';
import {
  EMPTY_REVIEW_QUERY,
  filterReviews,
  reviewCategoryCounts,
  type ReviewCategory,
  type ReviewQuery,
} from './reviewFilters';
import { products } from '../catalogue/products';
import { useReviewModeration } from './useReviewModeration';
import { ReviewCard } from './ReviewCard';
import { ReplyDialog } from './ReplyDialog';
import { countOf } from '../../lib/text/countOf';

const CATEGORIES: { value: ReviewCategory; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'flagged', label: 'Flagged' },
  { value: 'highlighted', label: 'Highlighted' },
];

const STATUS_OPTIONS: { value: ReviewQuery['status']; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];
const RATING_OPTIONS = [
  { value: '0', label: 'All ratings' },
  ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: countOf(n, 'star') })),
];
const PRODUCT_OPTIONS = [
  { value: 'all', label: 'All products' },
  ...products.map((p) => ({ value: p.id, label: p.name })),
];

const PAGE_SIZE = 10;

/** Review moderation: categories, filters, search, the review cards and the reply dialog. */
export function ReviewModeration() {
  const moderation = useReviewModeration();
  const [query, setQuery] = useState<ReviewQuery>(EMPTY_REVIEW_QUERY);
  const [replyingTo, setReplyingTo] = useState<AdminReview | null>(null);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const counts = useMemo(() => reviewCategoryCounts(moderation.reviews), [moderation.reviews]);
  const shown = useMemo(() => filterReviews(moderation.reviews, query), [moderation.reviews, query]);
  const set = (patch: Partial<ReviewQuery>) => {
    setQuery((current) => ({ ...current, ...patch }));
    setLimit(PAGE_SIZE);
  };

  return (
    <Stack gap="5">
      <SegmentedChoice
        label="Review categories"
        options={CATEGORIES.map((category) => ({
          value: category.value,
          label: (
            <>
              {category.label} ({counts[category.value]})
            </>
          ),
        }))}
        value={query.category}
        onChange={(category) => set({ category })}
      />
      <FilterBar
        search={{ value: query.search, onChange: (search) => set({ search }), placeholder: 'Search reviews...' }}
      >
        <FilterSelect
          label="Status"
          value={query.status}
          options={STATUS_OPTIONS}
          onChange={(status) => set({ status })}
        />
        <FilterSelect
          label="Rating"
          value={String(query.rating)}
          options={RATING_OPTIONS}
          onChange={(rating) => set({ rating: Number(rating) })}
        />
        <FilterSelect
          label="Product"
          value={query.productId}
          options={PRODUCT_OPTIONS}
          onChange={(productId) => set({ productId })}
        />
        <Button size="sm" variant="ghost" onClick={() => set(EMPTY_REVIEW_QUERY)}>
          <RotateCcw aria-hidden="true" />
          Reset Filters
        </Button>
      </FilterBar>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Showing {Math.min(limit, shown.length)} of {shown.length} reviews
      </Text>
      {shown.length === 0 ? (
        <EmptyState title="No reviews found matching your filters." />
      ) : (
        <Stack gap="3">
          {shown.slice(0, limit).map((review) => (
            <ReviewCard key={review.id} review={review} actions={moderation} onReply={setReplyingTo} />
          ))}
          {shown.length > limit && (
            <Button variant="outline" alignSelf="center" onClick={() => setLimit((current) => current + PAGE_SIZE)}>
              Show more reviews
            </Button>
          )}
        </Stack>
      )}
      <ReplyDialog review={replyingTo} onClose={() => setReplyingTo(null)} onSubmit={moderation.reply} />
    </Stack>
  );
}
