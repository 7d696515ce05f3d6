import { Card, Flex, Heading, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { CryptoPrice } from '../../../ui/CryptoPrice';
import { StarRating } from '../../../ui/StarRating';
import { CardAddToCartButton } from '../cart/CardAddToCartButton';
import { useCartActions } from '../cart/CartContext';
import { BundleArtwork } from './BundleArtwork';
import { BundleBadges } from './BundleBadges';
import { satsToBtc } from '../../../lib/money/satoshis';
import { bundleOriginalSats } from './bundlePricing';
import type { Bundle } from './bundles';

export function BundleCard({ bundle, headingLevel = 'h2' }: { bundle: Bundle; headingLevel?: 'h2' | 'h3' }) {
  const cart = useCartActions();
  return (
    <LinkBox as="article" height="full">
      <Card.Root height="full" layerStyle="glowPanel" borderRadius="xl" _hover={{ borderColor: 'accent.border' }}>
        <Flex justifyContent="center" paddingTop="5">
          <BundleArtwork bundle={bundle} size={128} />
        </Flex>
        <Card.Body gap="2" padding="5">
          <BundleBadges bundle={bundle} />
          <Heading as={headingLevel} size="md">
            <LinkOverlay asChild>
              <RouterLink to={`/bundles/${bundle.id}`}>{bundle.name}</RouterLink>
            </LinkOverlay>
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {bundle.tagline}
          </Text>
          <StarRating rating={bundle.rating} />
          <CryptoPrice amount={bundle.btcPrice} original={satsToBtc(bundleOriginalSats(bundle))} />
        </Card.Body>
        <CardAddToCartButton itemName={bundle.name} onAdd={() => cart.addBundle(bundle, 1)} />
      </Card.Root>
    </LinkBox>
  );
}
