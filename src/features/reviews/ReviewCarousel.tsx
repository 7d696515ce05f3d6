import { useState } from 'react';
import { Box, HStack, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { BadgeCheck, MessageSquare, ThumbsDown, ThumbsUp } from 'lucide-react';
import { EmptyState } from '../../ui/EmptyState';
import { StarRating } from '../../ui/StarRating';
import { CarouselControls } from '../../ui/carousel/CarouselControls';
import { useCarousel } from '../../ui/carousel/useCarousel';
import { sortReviews, type PublicReview, type ReviewSort } from './sampleReviews';

/** A move locks further moves for 200 ms; the home variant advances every 5 s (docs/behaviour.md). */
export const REVIEW_MOVE_LOCK_MS = 200;
export const HOME_REVIEW_INTERVAL_MS = 5000;

export interface ReviewCarouselProps {
  reviews: readonly PublicReview[];
  /** The home page variant advances by itself. */
  autoAdvance?: boolean;
}

export function ReviewCarousel({ reviews, autoAdvance = false }: ReviewCarouselProps) {
  const [sort, setSort] = useState<ReviewSort>('highest');
  const sorted = sortReviews(reviews, sort);
  const count = sorted.length;
  const carousel = useCarousel({
    count,
    label: 'Customer reviews',
    autoplay: autoAdvance,
    intervalMs: HOME_REVIEW_INTERVAL_MS,
    moveLockMs: REVIEW_MOVE_LOCK_MS,
  });

  const review = sorted[carousel.index];
  return (
    <Box as="section" aria-labelledby="reviews-title">
      <HStack justifyContent="space-between" flexWrap="wrap" gap="3" marginBottom="4">
        <Heading as="h2" id="reviews-title" size="xl">
          What customers say
        </Heading>
        {count > 0 && (
          <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm" width="auto">
            <NativeSelect.Field
              aria-label="Sort reviews"
              value={sort}
              onChange={(event) => {
                setSort(event.target.value as ReviewSort);
                carousel.goTo(0);
              }}
            >
              <option value="highest">Highest rated</option>
              <option value="lowest">Lowest rated</option>
              <option value="newest">Newest</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator aria-hidden="true" />
          </NativeSelect.Root>
        )}
      </HStack>
      {!review ? (
        <EmptyState icon={<MessageSquare />} title="No reviews yet for this product." />
      ) : (
        <Box {...carousel.regionProps}>
          <Stack {...carousel.slideProps} layerStyle="glowPanel" borderRadius="xl" padding="6" gap="3">
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
            position={carousel.index}
            count={count}
            noun={{ one: 'review', many: 'reviews' }}
            onMove={carousel.move}
            autoAdvance={carousel.autoAdvance}
            marginTop="3"
          />
        </Box>
      )}
    </Box>
  );
}
