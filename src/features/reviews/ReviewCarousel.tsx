import { useRef, useState } from 'react';
import { Box, HStack, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { BadgeCheck, MessageSquare, ThumbsDown, ThumbsUp } from 'lucide-react';
import { EmptyState } from '../../ui/EmptyState';
import { StarRating } from '../../ui/StarRating';
import { useClock } from '../../lib/runtime/useRuntime';
import { SWIPE_DELTA_PX } from '../carousel/Carousel';
import { CarouselControls } from '../carousel/CarouselControls';
import { useAutoAdvance } from '../carousel/useAutoAdvance';
import { sortReviews, type PublicReview, type ReviewSort } from './sampleReviews';

/** SPEC: a move locks further moves for 200 ms; the home variant advances every 5 s. */
export const REVIEW_MOVE_LOCK_MS = 200;
export const HOME_REVIEW_INTERVAL_MS = 5000;

export interface ReviewCarouselProps {
  reviews: readonly PublicReview[];
  /** The home page variant advances by itself. */
  autoAdvance?: boolean;
}

export function ReviewCarousel({ reviews, autoAdvance = false }: ReviewCarouselProps) {
  const clock = useClock();
  const [sort, setSort] = useState<ReviewSort>('highest');
  const [index, setIndex] = useState(0);
  const lockedUntil = useRef(0);
  const swipeStart = useRef<number | null>(null);
  const sorted = sortReviews(reviews, sort);
  const count = sorted.length;

  const step = (by: number) => {
    const now = clock.now();
    if (now < lockedUntil.current || count === 0) return;
    lockedUntil.current = now + REVIEW_MOVE_LOCK_MS;
    setIndex((current) => (current + by + count) % count);
  };
  const timed = useAutoAdvance(autoAdvance && count > 1, HOME_REVIEW_INTERVAL_MS, () => step(1));
  // A visitor's own move holds the automatic advance, as on the other carousels.
  const move = (by: number) => {
    timed.interacted();
    step(by);
  };

  const review = sorted[index % Math.max(count, 1)];
  return (
    <Box as="section" aria-labelledby="reviews-title">
      <HStack justifyContent="space-between" flexWrap="wrap" gap="3" marginBottom="4">
        <Heading as="h2" id="reviews-title" size="xl">
          What customers say
        </Heading>
        {count > 0 && (
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              aria-label="Sort reviews"
              value={sort}
              onChange={(event) => {
                setSort(event.target.value as ReviewSort);
                setIndex(0);
              }}
            >
              <option value="highest">Highest rated</option>
              <option value="lowest">Lowest rated</option>
              <option value="newest">Newest</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </HStack>
      {!review ? (
        <EmptyState icon={<MessageSquare />} title="No reviews yet for this product." />
      ) : (
        <Box
          role="region"
          aria-roledescription="carousel"
          aria-label="Customer reviews"
          touchAction="pan-y"
          onPointerDown={(event) => {
            swipeStart.current = event.clientX;
          }}
          onPointerUp={(event) => {
            if (swipeStart.current === null) return;
            const delta = event.clientX - swipeStart.current;
            swipeStart.current = null;
            if (Math.abs(delta) > SWIPE_DELTA_PX) move(delta < 0 ? 1 : -1);
          }}
        >
          <Stack
            role="group"
            aria-roledescription="slide"
            aria-label={`${(index % count) + 1} of ${count}`}
            layerStyle="glowPanel"
            borderRadius="xl"
            padding="6"
            gap="3"
            aria-live={timed.playing ? 'off' : 'polite'}
          >
            <HStack justifyContent="space-between" flexWrap="wrap">
              <HStack gap="2">
                <Text fontWeight="semibold">{review.author}</Text>
                {review.isVerified && (
                  <HStack gap="1" color="green.300" fontSize="sm">
                    <BadgeCheck aria-hidden="true" size="16" /> Verified buyer
                  </HStack>
                )}
              </HStack>
              <StarRating rating={review.rating} />
            </HStack>
            <Text>{review.text}</Text>
            <HStack gap="4" fontSize="sm" color="fg.muted">
              <HStack gap="1">
                <ThumbsUp aria-hidden="true" size="14" /> {review.helpful} helpful
              </HStack>
              <HStack gap="1">
                <ThumbsDown aria-hidden="true" size="14" /> {review.unhelpful} not helpful
              </HStack>
            </HStack>
            {review.replyText && (
              <Box borderInlineStartWidth="3px" borderColor="accent.border" paddingStart="3">
                <Text fontSize="sm" fontWeight="semibold">
                  Response from Seller:
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {review.replyText}
                </Text>
              </Box>
            )}
          </Stack>
          <CarouselControls
            position={index % count}
            count={count}
            noun={{ one: 'review', many: 'reviews' }}
            onMove={move}
            autoAdvance={timed}
            marginTop="3"
          />
        </Box>
      )}
    </Box>
  );
}
