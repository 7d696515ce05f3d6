import { Heading, Stack, Text } from '@chakra-ui/react';
import { Rocket } from 'lucide-react';
import { LinkButton } from '../../../ui/RouterLink';
import type { PricedCoin } from '../../pricing/cryptoPriceEndpoint';
import { NotifyAtLaunchForm } from './NotifyAtLaunchForm';
import { paymentCoin } from './paymentCoins';

/** Where the payment step ends for now: the launch message, the sign-up and the way home. */
export function PaymentComingSoonPanel({ coin }: { coin: PricedCoin }) {
  return (
    <Stack
      as="section"
      aria-labelledby="payment-coming-soon-heading"
      gap="4"
      alignItems="center"
      textAlign="center"
      layerStyle="glowPanel"
      borderRadius="xl"
      padding={{ base: '5', md: '8' }}
    >
      <Rocket size={36} aria-hidden="true" color="var(--chakra-colors-accent-fg)" />
      <Heading as="h2" size="xl" id="payment-coming-soon-heading">
        Coming Soon
      </Heading>
      <Text color="fg.muted" maxWidth="md">
        Our ultra-secure {paymentCoin(coin).name} payment system is launching soon
      </Text>
      <Stack width="full" maxWidth="sm" textAlign="start">
        <NotifyAtLaunchForm />
      </Stack>
      <LinkButton to="/" variant="outline">
        Return to Homepage
      </LinkButton>
    </Stack>
  );
}
