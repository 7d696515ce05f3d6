import { useRef, useState, type ReactNode } from 'react';
import { Box, Button, Flex, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-ui/react/theme';
import { PackageCheck, ShieldCheck, ShoppingCart, Truck, Zap } from 'lucide-react';
import { useNavigate } from 'react-router';
import { CategoryBadge } from '../../../ui/CategoryBadge';
import { CryptoPrice } from '../../../ui/CryptoPrice';
import { btcToSats } from '../../../lib/money/satoshis';
import { DetailHero } from '../../../ui/DetailHero';
import { QuantityStepper } from '../../../ui/QuantityStepper';
import { StarRating } from '../../../ui/StarRating';
import { TextLink } from '../../../ui/RouterLink';
import { useCartActions } from '../cart/CartContext';
import { LiveUsdPrice } from '../../pricing/LiveUsdPrice';
import { CheckoutSection } from '../checkout/CheckoutSection';
import { ProductArtwork } from './ProductArtwork';
import { ProductGrid } from './ProductGrid';
import { RELATED_GRID_COLUMNS } from './relatedItems';
import { categoryLabels, type Product } from './products';
import { relatedProducts } from './relatedProducts';

const trustNotes = [
  { icon: ShieldCheck, text: 'Checked batch by batch before it is sealed' },
  { icon: PackageCheck, text: 'Plain, discreet outer packaging' },
  { icon: Truck, text: 'Delivery guaranteed within 5 days' },
];

/** Everything on /products/:id below the page title: buying, checkout and related products. */
export function ProductDetail({ product, reviews }: { product: Product; reviews?: ReactNode }) {
  const cart = useCartActions();
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState(1);
  const checkout = useRef<HTMLElement>(null);

  return (
    <Stack gap="12">
      <DetailHero
        backTo="/products"
        backLabel="Back to Products"
        artwork={
          <ProductArtwork color={product.color} shape={product.shape} label={`${product.name} artwork`} size={280} />
        }
      >
        <HStack>
          <CategoryBadge category={product.category} label={categoryLabels[product.category]} />
        </HStack>
        <StarRating rating={product.rating} size="md" />
        <Box>
          <CryptoPrice amount={product.btcPrice} size="xl" />
          <LiveUsdPrice btc={product.btcPrice} />
        </Box>
        <Text color="fg.muted">{product.description}</Text>
        <List.Root recipe={listSlotRecipe} gap="2" variant="plain">
          {trustNotes.map(({ icon: Icon, text }) => (
            <List.Item key={text} display="flex" gap="2" alignItems="center" fontSize="sm">
              <Icon aria-hidden="true" size="16" color="var(--chakra-colors-accent-fg)" /> {text}
            </List.Item>
          ))}
        </List.Root>
        <Flex gap="3" alignItems="center" flexWrap="wrap">
          <QuantityStepper value={quantity} onChange={setQuantity} onRejected={cart.rejectQuantity} />
          <Button onClick={() => cart.add(product.id, 'product', quantity)}>
            <ShoppingCart aria-hidden="true" /> Add to Cart
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              if (cart.add(product.id, 'product', quantity)) navigate('/coming-soon');
            }}
          >
            <Zap aria-hidden="true" /> Buy Now
          </Button>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          Prefer a set? <TextLink to="/bundles">Browse our bundles</TextLink>
        </Text>
      </DetailHero>
      <CheckoutSection
        ref={checkout}
        lines={[{ name: product.name, quantity, unitSats: btcToSats(product.btcPrice) }]}
      />
      {reviews}
      <Box as="section" aria-labelledby="also-bought">
        <Heading as="h2" id="also-bought" size="xl" marginBottom="5">
          Customers also bought
        </Heading>
        <ProductGrid items={relatedProducts(product)} headingLevel="h3" columns={RELATED_GRID_COLUMNS} />
      </Box>
    </Stack>
  );
}
