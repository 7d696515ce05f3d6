import { HStack, Text } from '@chakra-ui/react';
import { ShopPageShell } from '../features/site-chrome/ShopPageShell';
import { LinkButton } from '../ui/RouterLink';

export default function HomePage() {
  return (
    <ShopPageShell title="CryptoVault" subtitle="Highest quality. Fastest delivery. Strongest security." card={false}>
      <HStack justifyContent="center" gap="4" flexWrap="wrap">
        <LinkButton to="/products" size="lg">
          Browse Products
        </LinkButton>
        <LinkButton to="/bundles" size="lg" variant="outline">
          View Bundles
        </LinkButton>
      </HStack>
      <Text textAlign="center" color="fg.muted" marginTop="10" maxWidth="2xl" marginX="auto">
        Ready to experience the best? Join thousands of satisfied customers who trust us for premium products with
        guaranteed security and privacy.
      </Text>
    </ShopPageShell>
  );
}
