import { Badge, Box, Button, Flex, Grid, HStack, Heading, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, RotateCcw, ShieldCheck, ShoppingCart, Truck } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { CryptoPrice } from '../../ui/CryptoPrice';
import { UsdPrice } from '../../ui/UsdPrice';
import { TextLink } from '../../ui/RouterLink';
import { useCart } from '../cart/CartContext';
import { PackArtwork } from './PackArtwork';
import type { PackOption } from './packs';

const assurances = [
  { to: '/shipping-policy', icon: Truck, title: 'Discreet Shipping', text: 'Plain packaging, delivered within 5 days.' },
  { to: '/security', icon: ShieldCheck, title: 'Secure Payment', text: 'Encrypted, crypto-only checkout.' },
  { to: '/refund-policy', icon: RotateCcw, title: '30-Day Guarantee', text: 'Money back on packs within 30 days.' },
];

export function PackDetail({ pack }: { pack: PackOption }) {
  const cart = useCart();
  return (
    <Stack gap="10">
      <Box>
        <TextLink to="/" display="inline-flex" alignItems="center" gap="1">
          <ArrowLeft aria-hidden="true" size="16" /> Back to Packs
        </TextLink>
      </Box>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={{ base: '6', md: '10' }} alignItems="start">
        <Flex layerStyle="glowPanel" borderRadius="xl" padding="8" justifyContent="center">
          <PackArtwork packSize={pack.packSize} size={280} />
        </Flex>
        <Stack gap="4">
          <HStack gap="2" flexWrap="wrap">
            <Badge variant="outline" color="fg" borderColor="border">
              {pack.packSize} {pack.packSize === 1 ? 'Pill' : 'Pills'}
            </Badge>
            {pack.discount && (
              <Badge variant="subtle" color="green.300" bg="green.950">
                {pack.discount}
              </Badge>
            )}
          </HStack>
          <Text color="fg.muted">{pack.description}</Text>
          <Text fontSize="sm" color="orange.300">
            80% purity (budget variant)
          </Text>
          <Box>
            <CryptoPrice amount={pack.priceBTC} decimals={5} size="xl" />
            <UsdPrice amount={pack.usdPrice} />
          </Box>
          <Button alignSelf="start" onClick={() => cart.add(pack.id, 'pack', 1)}>
            <ShoppingCart aria-hidden="true" /> Add to Cart
          </Button>
        </Stack>
      </Grid>
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
