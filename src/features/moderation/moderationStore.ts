import type { StoredValueSpec } from '../../lib/storage/storedValue';
import type { AdminReview, ReviewStatus } from './review';

/** What a moderator changed on one review; the sample data is regenerated, the changes are kept. */
export interface ReviewChange {
  status?: ReviewStatus;
  isHighlighted?: boolean;
  isFlagged?: boolean;
  replyText?: string;
}

export type ModerationChanges = Record<string, ReviewChange>;

const STATUS_VALUES: readonly unknown[] = ['pending', 'approved', 'rejected'];

/**
 * A reply is a few paragraphs at most. At this limit the 50 reviews' replies together stay well
 * under the storage limit, and a longer stored reply was not written by this app.
 */
export const MAX_REPLY_LENGTH = 2000;

export function isReplyText(text: unknown): text is string {
  return typeof text === 'string' && text.trim() !== '' && text.length <= MAX_REPLY_LENGTH;
}

function repairChange(raw: unknown): ReviewChange | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const value = raw as Record<string, unknown>;
  const change: ReviewChange = {};
  if (STATUS_VALUES.includes(value.status)) change.status = value.status as ReviewStatus;
  if (typeof value.isHighlighted === 'boolean') change.isHighlighted = value.isHighlighted;
  if (typeof value.isFlagged === 'boolean') change.isFlagged = value.isFlagged;
  if (isReplyText(value.replyText)) change.replyText = value.replyText;
  return Object.keys(change).length > 0 ? change : null;
}

export const moderationStore: StoredValueSpec<ModerationChanges> = {
  key: 'review-moderation',
  fallback: {},
  repair(raw) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      return { value: {}, problems: ['not a map of review changes'] };
    const value: ModerationChanges = {};
    const problems: string[] = [];
    for (const [id, entry] of Object.entries(raw)) {
      const change = /^\d+$/.test(id) ? repairChange(entry) : null;
      if (change) value[id] = change;
      else problems.push(`dropped the change for review ${id}`);
    }
    return { value, problems };
  },
};

/**
 * One review's decision laid over the latest stored changes: every other review's entry is kept
 * as stored, so two tabs moderating at once never drop each other's decisions.
 */
export function withReviewChange(latest: ModerationChanges, reviewId: number, patch: ReviewChange): ModerationChanges {
  const id = String(reviewId);
  return { ...latest, [id]: { ...latest[id], ...patch } };
}

export function applyModerationChanges(reviews: readonly AdminReview[], changes: ModerationChanges): AdminReview[] {
  return reviews.map((review) => {
    const change = changes[String(review.id)];
    return change ? { ...review, ...change } : review;
  });
}
