import { Card, Flex, Heading, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { CategoryBadge } from '../../../ui/CategoryBadge';
import { CryptoPrice } from '../../../ui/CryptoPrice';
import { StarRating } from '../../../ui/StarRating';
import { CardAddToCartButton } from '../cart/CardAddToCartButton';
import { useCartActions } from '../cart/CartContext';
import { ProductArtwork } from './ProductArtwork';
import { categoryLabels, type Product } from './products';

/** A catalogue card: the whole card opens the product; Add to Cart adds one without leaving. */
export function ProductCard({ product, headingLevel = 'h2' }: { product: Product; headingLevel?: 'h2' | 'h3' }) {
  const cart = useCartActions();
  return (
    <LinkBox as="article" height="full">
      <Card.Root
        height="full"
        layerStyle="glowPanel"
        borderRadius="xl"
        overflow="hidden"
        transition="border-color 0.2s"
        _hover={{ borderColor: 'accent.border' }}
      >
        <Flex justifyContent="center" paddingTop="5">
          <ProductArtwork color={product.color} shape={product.shape} size={128} />
        </Flex>
        <Card.Body gap="2" padding="5">
          <CategoryBadge category={product.category} label={categoryLabels[product.category]} />
          <Heading as={headingLevel} size="md">
            <LinkOverlay asChild>
              <RouterLink to={`/products/${product.id}`}>{product.name}</RouterLink>
            </LinkOverlay>
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {product.tagline}
          </Text>
          <StarRating rating={product.rating} />
          <CryptoPrice amount={product.btcPrice} />
        </Card.Body>
        <CardAddToCartButton itemName={product.name} onAdd={() => cart.quickAdd(product.id)} />
      </Card.Root>
    </LinkBox>
  );
}
