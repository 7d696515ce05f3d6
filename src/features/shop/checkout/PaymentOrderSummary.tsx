import { useState } from 'react';
import { Box, HStack, Heading, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { skeletonRecipe } from '@chakra-ui/react/theme';
import { CryptoPrice } from '../../../ui/CryptoPrice';
import { formatCoinAmount } from '../../../lib/formatPrice';
import type { Sats } from '../../../lib/money/satoshis';
import type { CartTotals } from '../cart/cartPricing';
import type { PricedCoin } from '../../pricing/cryptoPriceEndpoint';
import { useCryptoPrices } from '../../pricing/cryptoPriceHooks';
import { convertFromSats } from './coinConversion';
import { paymentCoin } from './paymentCoins';

export interface PaymentOrderSummaryProps {
  /** The cart's totals: the payment page asks for exactly the cart's total. */
  totals: CartTotals;
  coin: PricedCoin;
}

/** Subtotal, bundle discounts, Shipping and Total in the chosen coin, converted with the price service's rates. */
export function PaymentOrderSummary({ totals, coin }: PaymentOrderSummaryProps) {
  const quote = useCryptoPrices();
  const { symbol, decimals, name } = paymentCoin(coin);
  // The coin the page opened with: its total is read with the page, not announced.
  const [firstCoin] = useState(coin);
  const totalText = quote
    ? `${formatCoinAmount(convertFromSats(totals.total, coin, quote.prices), decimals)} ${symbol}`
    : '';
  // Only the total is in the accent colour: it is the figure to pay.
  const amount = (sats: Sats, size: 'md' | 'lg' = 'md') =>
    quote ? (
      <CryptoPrice
        amount={convertFromSats(sats, coin, quote.prices)}
        unit={symbol}
        decimals={decimals}
        size={size}
        tone={size === 'lg' ? 'accent' : 'body'}
      />
    ) : (
      <Skeleton recipe={skeletonRecipe} height="5" width="32" />
    );

  return (
    <Stack as="section" aria-labelledby="order-summary-heading" gap="3" aria-busy={quote === null}>
      <Heading as="h2" size="lg" id="order-summary-heading">
        Order Summary
      </Heading>
      <HStack justifyContent="space-between" data-testid="summary-subtotal">
        <Text color="fg.muted">Subtotal</Text>
        {amount(totals.subtotal)}
      </HStack>
      {totals.discounts.map((discount) => (
        <HStack key={discount.bundleId} justifyContent="space-between" data-testid="summary-bundle-discount">
          <Text color="fg.muted">
            Bundle discount: {discount.name} × {discount.quantity}
          </Text>
          {amount(-discount.amount)}
        </HStack>
      ))}
      <HStack justifyContent="space-between" data-testid="summary-shipping">
        <Text color="fg.muted">Shipping</Text>
        {amount(totals.shipping)}
      </HStack>
      <Separator />
      <HStack justifyContent="space-between" data-testid="summary-total">
        <Text fontWeight="bold">Total</Text>
        {amount(totals.total, 'lg')}
      </HStack>
      {/* Choosing a coin is heard as 'radio, Monero'; the total it changes is said once, here. */}
      <Box srOnly role="status">
        {coin !== firstCoin && totalText && `Total in ${name}: ${totalText}`}
      </Box>
      {quote && coin !== 'bitcoin' && (
        <Text fontSize="xs" color="fg.muted">
          Converted from BTC at 1 BTC = {(quote.prices.bitcoin / quote.prices[coin]).toFixed(decimals)} {symbol} (
          {quote.source === 'live' ? 'live rates' : quote.source === 'cached' ? 'last fetched rates' : 'default rates'}
          ). Pay in {name}.
        </Text>
      )}
    </Stack>
  );
}
