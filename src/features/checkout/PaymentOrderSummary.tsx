import { HStack, Heading, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { CryptoPrice } from '../../ui/CryptoPrice';
import type { PricedCoin } from '../pricing/cryptoPriceEndpoint';
import { useCryptoPrices } from '../pricing/cryptoPriceHooks';
import { convertFromBtc } from './coinConversion';
import { paymentCoin } from './paymentCoins';

export interface PaymentOrderSummaryProps {
  /** The cart subtotal, in BTC. */
  subtotalBtc: number;
  /** The flat shipping charge, in BTC. */
  shippingBtc: number;
  coin: PricedCoin;
}

/** Subtotal, Shipping and Total in the chosen coin, converted with the price service's rates. */
export function PaymentOrderSummary({ subtotalBtc, shippingBtc, coin }: PaymentOrderSummaryProps) {
  const quote = useCryptoPrices();
  const { symbol, decimals, name } = paymentCoin(coin);
  const rows = [
    ['Subtotal', subtotalBtc],
    ['Shipping', shippingBtc],
  ] as const;
  const amount = (btc: number, size: 'md' | 'lg' = 'md') =>
    quote ? (
      <CryptoPrice amount={convertFromBtc(btc, coin, quote.prices)} unit={symbol} decimals={decimals} size={size} />
    ) : (
      <Skeleton height="5" width="32" />
    );

  return (
    <Stack as="section" aria-labelledby="order-summary-heading" gap="3" aria-busy={quote === null}>
      <Heading as="h2" size="lg" id="order-summary-heading">
        Order Summary
      </Heading>
      {rows.map(([label, btc]) => (
        <HStack key={label} justifyContent="space-between" data-testid={`summary-${label.toLowerCase()}`}>
          <Text color="fg.muted">{label}</Text>
          {amount(btc)}
        </HStack>
      ))}
      <Separator />
      <HStack justifyContent="space-between" data-testid="summary-total">
        <Text fontWeight="bold">Total</Text>
        {amount(subtotalBtc + shippingBtc, 'lg')}
      </HStack>
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
