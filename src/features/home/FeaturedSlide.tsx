import { Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-ui/react/theme';
import { Check } from 'lucide-react';
import { CryptoPrice } from '../../ui/CryptoPrice';
import { DiscountBadge } from '../../ui/DiscountBadge';
import { StarRating } from '../../ui/StarRating';
import { LinkButton } from '../../ui/RouterLink';
import { ProductArtwork } from '../shop/catalogue/ProductArtwork';
import type { Product } from '../shop/catalogue/products';
import { FEATURED_MARKUP_PERCENT } from './featuredProducts';
import { btcToSats, satsToBtc, withMarkup } from '../../lib/money/satoshis';

const points = ['Lab tested purity', 'Discreet packaging', 'Guaranteed delivery'];

export function FeaturedSlide({ product }: { product: Product }) {
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      gap="6"
      layerStyle="glowPanel"
      borderRadius="xl"
      padding="6"
      alignItems="center"
    >
      <ProductArtwork color={product.color} shape={product.shape} size={200} />
      <Stack gap="3" flex="1">
        <DiscountBadge alignSelf="start">15% OFF</DiscountBadge>
        <Heading as="h3" size="lg">
          {product.name}
        </Heading>
        <Text color="fg.muted">{product.description}</Text>
        <List.Root recipe={listSlotRecipe} variant="plain" gap="1">
          {points.map((point) => (
            <List.Item key={point} display="flex" gap="2" alignItems="center" fontSize="sm">
              <Check aria-hidden="true" size="14" color="var(--chakra-colors-green-300)" /> {point}
            </List.Item>
          ))}
        </List.Root>
        <StarRating rating={product.rating} variant="decimal" />
        <CryptoPrice
          amount={product.btcPrice}
          original={satsToBtc(withMarkup(btcToSats(product.btcPrice), FEATURED_MARKUP_PERCENT))}
          size="lg"
        />
        <LinkButton to={`/products/${product.id}`} alignSelf="start">
          Learn More
          <Text as="span" srOnly>
            {' '}
            about {product.name}
          </Text>
        </LinkButton>
      </Stack>
    </Flex>
  );
}
