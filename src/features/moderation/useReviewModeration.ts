import { useMemo, useState } from 'react';
import { useStoredState } from '../../lib/storage/useStoredState';
import { useClock } from '../../lib/runtime/useRuntime';
import { toaster } from '../../ui/toaster';
import type { AdminReview } from './review';
import { listReviews } from './sampleReviews';
import { applyModerationChanges, moderationStore, withReviewChange, type ReviewChange } from './moderationStore';

export interface ReviewModeration {
  reviews: AdminReview[];
  approve(review: AdminReview): void;
  reject(review: AdminReview): void;
  toggleHighlight(review: AdminReview): void;
  toggleFlag(review: AdminReview): void;
  reply(review: AdminReview, text: string, approve: boolean): void;
}

/**
 * The sample reviews with the moderator's changes applied; every change is saved and toasted,
 * follows other tabs, and says so when the browser would not keep it.
 */
export function useReviewModeration(): ReviewModeration {
  const clock = useClock();
  const [base] = useState(() => listReviews(clock.now()));
  const { value: changes, update } = useStoredState(moderationStore);
  const reviews = useMemo(() => applyModerationChanges(base, changes), [base, changes]);

  // Under the storage lock, laid over what storage holds then: another tab's decisions stay.
  const change = (review: AdminReview, patch: ReviewChange, title: string) =>
    void update((latest) => withReviewChange(latest, review.id, patch)).then((kept) => {
      if (kept) toaster.create({ type: 'success', title });
      else
        toaster.create({
          type: 'error',
          title: `Review #${review.id}: change not saved`,
          description: 'This browser refused to store it (storage is full or blocked); it will be lost on reload.',
        });
    });

  return {
    reviews,
    approve: (review) => change(review, { status: 'approved' }, `Review #${review.id} approved`),
    reject: (review) => change(review, { status: 'rejected' }, `Review #${review.id} rejected`),
    toggleHighlight: (review) =>
      change(
        review,
        { isHighlighted: !review.isHighlighted },
        review.isHighlighted
          ? `Review #${review.id} removed from highlights`
          : `Review #${review.id} added to highlights`,
      ),
    toggleFlag: (review) =>
      change(
        review,
        { isFlagged: !review.isFlagged },
        review.isFlagged ? `Review #${review.id} unflagged` : `Review #${review.id} flagged`,
      ),
    reply: (review, text, approve) =>
      change(
        review,
        approve && review.status === 'pending'
          ? { replyText: text.trim(), status: 'approved' }
          : { replyText: text.trim() },
        `Reply added to review #${review.id}`,
      ),
  };
}
