export type ReviewStatus = 'pending' | 'approved' | 'rejected';

/** A review as the back office sees it (docs/behaviour.md#review-moderation). */
export interface AdminReview {
  id: number;
  author: string;
  productId: string;
  productName: string;
  rating: number;
  text: string;
  /** ISO date-time. */
  date: string;
  isVerified: boolean;
  status: ReviewStatus;
  replyText: string | null;
  helpful: number;
  unhelpful: number;
  isHighlighted: boolean;
  isFlagged: boolean;
  feedback: string;
}
