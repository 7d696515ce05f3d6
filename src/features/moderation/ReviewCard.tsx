import { Badge, Box, Button, Card, Flex, HStack, Text, Wrap } from '@chakra-ui/react';
import { BadgeCheck, Check, Flag, MessageSquare, Star, X } from 'lucide-react';
import { FormattedDate } from '../../ui/FormattedDate';
import { StarRating } from '../../ui/StarRating';
import { StatusBadge } from '../../ui/StatusBadge';
import type { AdminReview } from './review';
import type { ReviewModeration } from './useReviewModeration';

export interface ReviewCardProps {
  review: AdminReview;
  actions: Omit<ReviewModeration, 'reviews' | 'reply'>;
  onReply(review: AdminReview): void;
}

export function ReviewCard({ review, actions, onReply }: ReviewCardProps) {
  // Ten cards show the same buttons: each name says which review it acts on (WCAG 2.4.6).
  const which = `review #${review.id} by ${review.author}`;
  return (
    <Card.Root
      as="article"
      variant="outline"
      bg="bg.panel"
      aria-label={`Review #${review.id} by ${review.author}`}
      // The focus lands here after an action on a card takes its own button away.
      tabIndex={-1}
      focusVisibleRing="outside"
      data-review-id={review.id}
    >
      <Card.Body gap="3">
        <Flex justify="space-between" gap="3" wrap="wrap">
          <Box>
            <HStack gap="2">
              <Text fontWeight="semibold">{review.author}</Text>
              {review.isVerified && (
                <Badge colorPalette="accent" variant="subtle">
                  <BadgeCheck aria-hidden="true" size="12" />
                  Verified
                </Badge>
              )}
            </HStack>
            <Text fontSize="sm" color="fg.muted" data-copyable="">
              Review #{review.id} · {review.productName} · <FormattedDate value={review.date} />
            </Text>
          </Box>
          <Wrap gap="2" align="center">
            <StatusBadge status={review.status} />
            {review.isHighlighted && (
              <Badge colorPalette="yellow" variant="outline">
                Highlighted
              </Badge>
            )}
            {review.isFlagged && (
              <Badge colorPalette="red" variant="outline">
                Flagged
              </Badge>
            )}
          </Wrap>
        </Flex>
        <StarRating rating={review.rating} />
        <Text>{review.text}</Text>
        <Text fontSize="sm" color="fg.muted">
          {review.helpful} found this helpful · {review.unhelpful} did not
        </Text>
        {review.replyText && (
          <Box borderLeftWidth="3px" borderColor="accent.border" paddingLeft="3">
            <Text fontSize="sm" fontWeight="semibold">
              Response from Seller:
            </Text>
            <Text fontSize="sm">{review.replyText}</Text>
          </Box>
        )}
        <Wrap gap="2">
          {!review.replyText && (
            <Button size="sm" variant="outline" aria-label={`Reply to ${which}`} onClick={() => onReply(review)}>
              <MessageSquare aria-hidden="true" />
              Reply
            </Button>
          )}
          {review.status === 'pending' && (
            <>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Approve ${which}`}
                onClick={() => actions.approve(review)}
              >
                <Check aria-hidden="true" />
                Approve
              </Button>
              <Button size="sm" variant="outline" aria-label={`Reject ${which}`} onClick={() => actions.reject(review)}>
                <X aria-hidden="true" />
                Reject
              </Button>
            </>
          )}
          <Button size="sm" variant="ghost" onClick={() => actions.toggleHighlight(review)}>
            <Star aria-hidden="true" />
            {review.isHighlighted ? 'Remove Highlight' : 'Highlight'}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => actions.toggleFlag(review)}>
            <Flag aria-hidden="true" />
            {review.isFlagged ? 'Remove Flag' : 'Flag Review'}
          </Button>
        </Wrap>
      </Card.Body>
    </Card.Root>
  );
}
