import { Badge, HStack } from '@chakra-ui/react';
import { DiscountBadge } from '../../../ui/DiscountBadge';
import { levelLabels, type Bundle } from './bundles';

/** A bundle's experience level and its discount, on its card and its page alike. */
export function BundleBadges({ bundle }: { bundle: Bundle }) {
  return (
    <HStack gap="2">
      <Badge variant="outline" color="fg" borderColor="border">
        {levelLabels[bundle.level]}
      </Badge>
      <DiscountBadge>{bundle.discount}% OFF</DiscountBadge>
    </HStack>
  );
}
