import { useEffect, useRef, useState } from 'react';
import { Box, Button, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-ui/react/theme';
import { ShoppingCart, Zap } from 'lucide-react';
import { CryptoPrice } from '../../../ui/CryptoPrice';
import { DetailHero } from '../../../ui/DetailHero';
import { QuantityStepper } from '../../../ui/QuantityStepper';
import { StarRating } from '../../../ui/StarRating';
import { TextLink } from '../../../ui/RouterLink';
import { formatSatsAsBtc } from '../../../lib/formatPrice';
import { satsToBtc } from '../../../lib/money/satoshis';
import { useCartActions } from '../cart/CartContext';
import { findProduct } from '../catalogue/products';
import { CheckoutSection } from '../checkout/CheckoutSection';
import { BundleArtwork } from './BundleArtwork';
import { BundleBadges } from './BundleBadges';
import { BundleGrid } from './BundleGrid';
import { RELATED_GRID_COLUMNS } from '../catalogue/relatedItems';
import { BundleReviews } from './BundleReviews';
import { bundleOriginalSats, bundleSats, bundleShownSavings } from './bundlePricing';
import type { Bundle } from './bundles';
import { relatedBundles } from './relatedBundles';

/** Everything on /bundles/:id below the title. Buy Now adds the items and reveals the checkout. */
export function BundleDetail({ bundle }: { bundle: Bundle }) {
  const cart = useCartActions();
  const [quantity, setQuantity] = useState(1);
  const [checkoutShown, setCheckoutShown] = useState(false);
  const [scrollRequest, setScrollRequest] = useState(0);
  const checkout = useRef<HTMLElement>(null);

  useEffect(() => {
    if (scrollRequest > 0) checkout.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [scrollRequest]);

  const buyNow = () => {
    if (!cart.addBundle(bundle, quantity)) return;
    setCheckoutShown(true);
    setScrollRequest((n) => n + 1);
  };

  return (
    <Stack gap="12">
      <DetailHero backTo="/bundles" backLabel="Back to Bundles" artwork={<BundleArtwork bundle={bundle} size={280} />}>
        <BundleBadges bundle={bundle} />
        <StarRating rating={bundle.rating} size="md" />
        <CryptoPrice amount={bundle.btcPrice} original={satsToBtc(bundleOriginalSats(bundle))} size="xl" />
        <Text color="fg.muted">{bundle.description}</Text>
        <Flex gap="3" alignItems="center" flexWrap="wrap">
          <QuantityStepper value={quantity} onChange={setQuantity} onRejected={cart.rejectQuantity} />
          <Button onClick={() => cart.addBundle(bundle, quantity)}>
            <ShoppingCart aria-hidden="true" /> Add to Cart
          </Button>
          <Button variant="outline" onClick={buyNow}>
            <Zap aria-hidden="true" /> Buy Now
          </Button>
        </Flex>
        <Text color="green.300" fontWeight="semibold">
          You Save: {formatSatsAsBtc(bundleShownSavings(bundle, quantity))}
        </Text>
      </DetailHero>
      <Box as="section" aria-labelledby="whats-inside">
        <Heading as="h2" id="whats-inside" size="xl" marginBottom="4">
          What's Inside
        </Heading>
        <List.Root recipe={listSlotRecipe} variant="plain" gap="2">
          {bundle.products.map((item) => {
            const product = findProduct(item.productId);
            return (
              // The item is a flex row, which does not draw a space at the start of a child: the gap
              // shows "Blue 100 × 1" apart, the space keeps it in the text read out.
              <List.Item key={item.productId} alignItems="center" gap="1.5">
                <TextLink to={`/products/${item.productId}`}>{product?.name ?? item.productId}</TextLink>{' '}
                <Text as="span" color="fg.muted">
                  × {item.quantity}
                </Text>
              </List.Item>
            );
          })}
        </List.Root>
      </Box>
      <BundleReviews rating={bundle.rating} />
      {checkoutShown && (
        <CheckoutSection ref={checkout} lines={[{ name: bundle.name, quantity, unitSats: bundleSats(bundle) }]} />
      )}
      <Box as="section" aria-labelledby="similar-bundles">
        <Heading as="h2" id="similar-bundles" size="xl" marginBottom="5">
          Similar Bundles
        </Heading>
        <BundleGrid items={relatedBundles(bundle)} headingLevel="h3" columns={RELATED_GRID_COLUMNS} />
      </Box>
    </Stack>
  );
}
