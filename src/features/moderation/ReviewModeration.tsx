import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { RotateCcw } from 'lucide-react';
import { EmptyState } from '../../ui/EmptyState';
import { FilterBar } from '../../ui/FilterBar';
import { FilterSelect } from '../../ui/FilterSelect';
import { SegmentedChoice } from '../../ui/SegmentedChoice';
import type { AdminReview } from './review';
import { oneOfOptions, readParamState, textParam, type ParamValues } from '../../lib/address/paramState';
import { useParamState } from '../../lib/address/useParamState';
import { filterReviews, reviewCategoryCounts, type ReviewCategory, type ReviewQuery } from './reviewFilters';
import { products } from '../shop/catalogue/products';
import { useReviewModeration } from './useReviewModeration';
import { ReviewCard } from './ReviewCard';
import { ReplyDialog } from './ReplyDialog';
import { countOf } from '../../lib/text/countOf';
import { useFocusReviewAfter } from './useFocusReviewAfter';

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

/** The review list's view in the address, each left out when it is the default. */
const addressSpecs = {
  category: oneOfOptions(CATEGORIES, 'all'),
  q: textParam,
  status: oneOfOptions(STATUS_OPTIONS, 'all'),
  rating: oneOfOptions(RATING_OPTIONS, '0'),
  product: oneOfOptions(PRODUCT_OPTIONS, 'all'),
};

function queryOf(view: ParamValues<typeof addressSpecs>): ReviewQuery {
  return {
    category: view.category,
    status: view.status,
    rating: Number(view.rating),
    productId: view.product,
    search: view.q,
  };
}

/** Review moderation: categories, filters, search, the review cards and the reply dialog. */
export function ReviewModeration() {
  const moderation = useReviewModeration();
  // Category, search and filters live in the address (docs/behaviour.md#state-in-the-address).
  const [address, setAddress] = useParamState(addressSpecs);
  const [replyingTo, setReplyingTo] = useState<AdminReview | null>(null);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const counts = useMemo(() => reviewCategoryCounts(moderation.reviews), [moderation.reviews]);
  // The controls answer at once; the cards follow once the browser has painted that.
  const deferred = useDeferredValue(address);
  const shown = useMemo(() => filterReviews(moderation.reviews, queryOf(deferred)), [moderation.reviews, deferred]);
  const list = useRef<HTMLDivElement>(null);
  const count = useRef<HTMLParagraphElement>(null);
  // The count and the cards are busy (aria-busy) until they show the filters just chosen: a screen
  // reader reads the count once, and a test waits for it.
  const listLags = deferred !== address;
  const focusReviewAfter = useFocusReviewAfter(list, count, !listLags);
  /**
   * The reviews after `review` in the list the filters make, then those before it, nearest first:
   * an action may come while the cards on screen still lag a filter just chosen.
   */
  const neighbours = (review: AdminReview) => {
    const ids = filterReviews(moderation.reviews, queryOf(address))
      .slice(0, limit)
      .map((each) => each.id);
    const at = ids.indexOf(review.id);
    return [...ids.slice(at + 1), ...ids.slice(0, Math.max(0, at)).toReversed()];
  };
  const actions = {
    ...moderation,
    // The card's Approve and Reject go with its pending status: the next review is the next to moderate.
    approve: (review: AdminReview) => {
      focusReviewAfter(neighbours(review));
      moderation.approve(review);
    },
    reject: (review: AdminReview) => {
      focusReviewAfter(neighbours(review));
      moderation.reject(review);
    },
  };
  const reply = (review: AdminReview, text: string, approve: boolean) => {
    // Its Reply button is gone: back to the card answered, or the next one if a filter hides it now.
    focusReviewAfter([review.id, ...neighbours(review)]);
    moderation.reply(review, text, approve);
  };
  const set = (patch: Partial<typeof address>, history: 'push' | 'replace' = 'push') => {
    setAddress(patch, { history });
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
        value={address.category}
        onChange={(category) => set({ category })}
      />
      <FilterBar
        search={{ value: address.q, onChange: (q) => set({ q }, 'replace'), placeholder: 'Search reviews...' }}
      >
        <FilterSelect
          label="Status"
          value={address.status}
          options={STATUS_OPTIONS}
          onChange={(status) => set({ status })}
        />
        <FilterSelect
          label="Rating"
          value={address.rating}
          options={RATING_OPTIONS}
          onChange={(rating) => set({ rating })}
        />
        <FilterSelect
          label="Product"
          value={address.product}
          options={PRODUCT_OPTIONS}
          onChange={(product) => set({ product })}
        />
        <Button size="sm" variant="ghost" onClick={() => set(readParamState(new URLSearchParams(), addressSpecs))}>
          <RotateCcw aria-hidden="true" />
          Reset Filters
        </Button>
      </FilterBar>
      <Text ref={count} tabIndex={-1} fontSize="sm" color="fg.muted" aria-live="polite" aria-busy={listLags}>
        Showing {Math.min(limit, shown.length)} of {shown.length} reviews
      </Text>
      {shown.length === 0 ? (
        <EmptyState title="No reviews found matching your filters." />
      ) : (
        <Stack gap="3" ref={list} aria-busy={listLags}>
          {shown.slice(0, limit).map((review) => (
            <ReviewCard key={review.id} review={review} actions={actions} onReply={setReplyingTo} />
          ))}
          {shown.length > limit && (
            <Button variant="outline" alignSelf="center" onClick={() => setLimit((current) => current + PAGE_SIZE)}>
              Show more reviews
            </Button>
          )}
        </Stack>
      )}
      <ReplyDialog review={replyingTo} onClose={() => setReplyingTo(null)} onSubmit={reply} />
    </Stack>
  );
}
