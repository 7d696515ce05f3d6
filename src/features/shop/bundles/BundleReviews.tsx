import { Box, HStack, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { StarRating } from '../../../ui/StarRating';
import { ratingDistribution } from './ratingDistribution';
import { countOf } from '../../../lib/text/countOf';

/** A static review count (docs/behaviour.md#bundle-detail). */
export const BUNDLE_REVIEW_COUNT = 128;

const sampleReviews = [
  { author: 'Anonymous buyer', text: 'Arrived in plain packaging, well sealed, every item exactly as pictured.' },
  { author: 'Verified customer', text: 'The presentation box is lovely and the colours are even across the set.' },
];

/** 'Customer Reviews' on a bundle page: bars computed from the rating, and two sample quotes. */
export function BundleReviews({ rating }: { rating: number }) {
  return (
    <Box as="section" aria-labelledby="bundle-reviews">
      <Heading as="h2" id="bundle-reviews" size="xl" marginBottom="5">
        Customer Reviews
      </Heading>
      <Stack direction={{ base: 'column', md: 'row' }} gap="8" layerStyle="glowPanel" borderRadius="xl" padding="6">
        <Stack gap="1" minWidth="48" alignItems={{ base: 'start', md: 'center' }}>
          {/* The stars say the figure: 'Rated 4.7 out of 5' once, not a bare '4.7' and then 'Rated 4'. */}
          <Text fontSize="4xl" fontWeight="bold" aria-hidden="true">
            {rating.toFixed(1)}
          </Text>
          <StarRating rating={rating} size="md" spoken="decimal" />
          <Text color="fg.muted" fontSize="sm">
            Based on {BUNDLE_REVIEW_COUNT} reviews
          </Text>
        </Stack>
        <Stack flex="1" gap="2">
          {ratingDistribution(rating).map(({ stars, percent }) => (
            <HStack key={stars} gap="3">
              {/* The bar names itself; the label and figure beside it are for the eye only. */}
              <Text fontSize="sm" width="14" flexShrink="0" aria-hidden="true">
                {countOf(stars, 'star')}
              </Text>
              <Progress.Root
                value={percent}
                flex="1"
                size="sm"
                translations={{ value: () => `${countOf(stars, 'star')}: ${percent}% of reviews` }}
              >
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Text fontSize="sm" width="10" textAlign="end" color="fg.muted" aria-hidden="true">
                {percent}%
              </Text>
            </HStack>
          ))}
        </Stack>
      </Stack>
      <Stack gap="3" marginTop="4">
        {sampleReviews.map((review) => (
          <Box key={review.author} layerStyle="glowPanel" borderRadius="lg" padding="4">
            <Text>“{review.text}”</Text>
            <Text fontSize="sm" color="fg.muted" marginTop="1">
              {review.author}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
