import { Badge, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { skeletonRecipe } from '@chakra-ui/react/theme';
import { formatUsd } from '../../lib/formatPrice';
import type { PricedCoin } from './cryptoPriceEndpoint';
import { useCryptoPrices } from './cryptoPriceHooks';
import type { CryptoPriceSource } from './cryptoPriceQuote';

const coinNames: Record<PricedCoin, string> = { bitcoin: 'Bitcoin', ethereum: 'Ethereum', monero: 'Monero' };

const sourceLabels: Record<CryptoPriceSource, string> = {
  live: 'Live rates',
  cached: 'Last fetched rates',
  default: 'Default rates',
};

/** The USD price of each payment coin, with a note saying whether the figures are live. */
export function CryptoPriceRates() {
  const quote = useCryptoPrices();
  return (
    <Stack gap="3" aria-busy={quote === null}>
      <HStack justifyContent="space-between">
        <Text fontWeight="semibold">Exchange rates (USD)</Text>
        {quote ? (
          <Badge variant="outline" colorPalette={quote.source === 'live' ? 'accent' : 'orange'}>
            {sourceLabels[quote.source]}
          </Badge>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            Fetching rates...
          </Text>
        )}
      </HStack>
      <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="3">
        {(Object.keys(coinNames) as PricedCoin[]).map((coin) => (
          <Stack key={coin} gap="1" layerStyle="glowPanel" borderRadius="md" padding="3">
            <Text as="dt" fontSize="sm" color="fg.muted">
              {coinNames[coin]}
            </Text>
            <Text as="dd" fontWeight="bold" fontVariantNumeric="tabular-nums">
              {quote ? (
                formatUsd(quote.prices[coin])
              ) : (
                <Skeleton recipe={skeletonRecipe} as="span" display="inline-block" height="5" width="24" />
              )}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
