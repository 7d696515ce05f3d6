import { HStack, Icon, Text } from '@chakra-ui/react';
import { Star } from 'lucide-react';

export interface StarRatingProps {
  /** 0 to 5. */
  rating: number;
  /** `whole`: floor of the rating in filled stars (catalogue, product pages). `decimal`: also the value to one decimal (featured slides). */
  variant?: 'whole' | 'decimal';
  size?: 'sm' | 'md';
  /**
   * What the label says, 'Rated 4 out of 5' or 'Rated 4.7 out of 5'; defaults to `variant`. An
   * owner that shows the decimal value itself, hidden from screen readers (BundleReviews' big
   * figure), asks for it here, so the value and the stars are one phrase.
   */
  spoken?: 'whole' | 'decimal';
}

export function StarRating({ rating, variant = 'whole', size = 'sm', spoken = variant }: StarRatingProps) {
  const clamped = Math.min(5, Math.max(0, rating));
  const filled = Math.floor(clamped);
  const decimal = clamped.toFixed(1);
  const said = spoken === 'decimal' ? decimal : String(filled);
  const iconSize = size === 'sm' ? '4' : '5';
  return (
    <HStack gap="0.5" role="img" aria-label={`Rated ${said} out of 5`}>
      {[1, 2, 3, 4, 5].map((position) => (
        <Icon
          key={position}
          boxSize={iconSize}
          color={position <= filled ? 'yellow.300' : 'gray.600'}
          fill={position <= filled ? 'yellow.300' : 'transparent'}
          data-filled={position <= filled ? '' : undefined}
        >
          <Star />
        </Icon>
      ))}
      {variant === 'decimal' && (
        <Text as="span" marginLeft="1.5" fontSize={size} fontWeight="semibold" aria-hidden="true">
          {decimal}
        </Text>
      )}
    </HStack>
  );
}
