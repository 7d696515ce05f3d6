import type { Ref } from 'react';
import { Box, Grid, HStack, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { formatSatsAsBtc } from '../../../lib/formatPrice';
import { satsToBtc, sumSats, type Sats } from '../../../lib/money/satoshis';
import { SHIPPING_SATS } from '../cart/cartRules';
import { PaymentWidget } from './PaymentWidget';

export interface CheckoutLine {
  name: string;
  quantity: number;
  unitSats: Sats;
}

/** The total of a page's purchase: the cart charges the same for it (bundle discounts included). */
export function checkoutTotal(lines: readonly CheckoutLine[]): Sats {
  return sumSats(lines.map((line) => line.unitSats * line.quantity)) + SHIPPING_SATS;
}

/**
 * 'Secure Checkout' on product and bundle pages: an order summary beside the payment widget.
 * The order ships like any other, so its total carries the cart's flat shipping; product and
 * bundle prices are whole 4-decimal amounts, so the total equals the cart's (shown there to 5).
 */
export function CheckoutSection({ lines, ref }: { lines: readonly CheckoutLine[]; ref?: Ref<HTMLElement> }) {
  const total = checkoutTotal(lines);
  return (
    <Box as="section" ref={ref} aria-labelledby="secure-checkout" scrollMarginTop="20">
      <Heading as="h2" id="secure-checkout" size="xl" marginBottom="5">
        Secure Checkout
      </Heading>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="6" alignItems="start">
        <Stack layerStyle="glowPanel" borderRadius="xl" padding="6" gap="3">
          <Heading as="h3" size="md">
            Order Summary
          </Heading>
          {lines.map((line) => (
            <HStack key={line.name} justifyContent="space-between">
              <Text>
                {line.name} × {line.quantity}
              </Text>
              <Text fontVariantNumeric="tabular-nums">{formatSatsAsBtc(line.unitSats * line.quantity)}</Text>
            </HStack>
          ))}
          <HStack justifyContent="space-between" color="fg.muted">
            <Text>Shipping</Text>
            <Text fontVariantNumeric="tabular-nums">{formatSatsAsBtc(SHIPPING_SATS)}</Text>
          </HStack>
          <Separator />
          <HStack justifyContent="space-between" fontWeight="bold">
            <Text>Total</Text>
            <Text fontVariantNumeric="tabular-nums" color="accent.fg" data-testid="checkout-total">
              {formatSatsAsBtc(total)}
            </Text>
          </HStack>
        </Stack>
        <PaymentWidget totalBtc={satsToBtc(total)} />
      </Grid>
    </Box>
  );
}
