import { Badge, Box, Button, HStack, Heading, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { RotateCcw, ShieldCheck, ShoppingCart, Truck } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { CryptoPrice } from '../../../ui/CryptoPrice';
import { countOf } from '../../../lib/text/countOf';
import { UsdPrice } from '../../../ui/UsdPrice';
import { DetailHero } from '../../../ui/DetailHero';
import { DiscountBadge } from '../../../ui/DiscountBadge';
import { useCartActions } from '../cart/CartContext';
import { PackArtwork } from './PackArtwork';
import type { PackOption } from './packs';

const assurances = [
  {
    to: '/shipping-policy',
    icon: Truck,
    title: 'Discreet Shipping',
    text: 'Plain packaging, delivered within 5 days.',
  },
  { to: '/security', icon: ShieldCheck, title: 'Secure Payment', text: 'Encrypted, crypto-only checkout.' },
  { to: '/refund-policy', icon: RotateCcw, title: '30-Day Guarantee', text: 'Money back on packs within 30 days.' },
];

export function PackDetail({ pack }: { pack: PackOption }) {
  const cart = useCartActions();
  return (
    <Stack gap="10">
      <DetailHero backTo="/" backLabel="Back to Packs" artwork={<PackArtwork packSize={pack.packSize} size={280} />}>
        <HStack gap="2" flexWrap="wrap">
          <Badge variant="outline" color="fg" borderColor="border">
            {countOf(pack.packSize, 'Pill')}
          </Badge>
          {pack.discount && <DiscountBadge>{pack.discount}</DiscountBadge>}
        </HStack>
        {/* The description is the pack's 80% purity note (SPEC: purity is stated in the descriptions):
            a second line saying it again read as a repeat. */}
        <Text color="fg.muted">{pack.description}</Text>
        <Box>
          <CryptoPrice amount={pack.priceBTC} decimals={5} size="xl" />
          <UsdPrice amount={pack.usdPrice} />
        </Box>
        <Button alignSelf="start" onClick={() => cart.add(pack.id, 'pack', 1)}>
          <ShoppingCart aria-hidden="true" /> Add to Cart
        </Button>
      </DetailHero>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {assurances.map(({ to, icon: Icon, title, text }) => (
          <LinkBox key={to} layerStyle="glowPanel" borderRadius="xl" padding="5">
            <Icon aria-hidden="true" color="var(--chakra-colors-accent-fg)" />
            <Heading as="h2" size="md" marginTop="2">
              <LinkOverlay asChild>
                <RouterLink to={to}>{title}</RouterLink>
              </LinkOverlay>
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {text}
            </Text>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
