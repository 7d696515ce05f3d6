import type { Ref } from 'react';
import { Box, Grid, HStack, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { formatBtc } from '../../lib/formatPrice';
import { SHIPPING_BTC } from '../cart/cartRules';
import { PaymentWidget } from './PaymentWidget';

export interface CheckoutLine {
  name: string;
  quantity: number;
  /** BTC. */
  unitPrice: number;
}

/**
 * 'Secure Checkout' on product and bundle pages: an order summary beside the payment widget.
 * The order ships like any other, so its total carries the cart's flat shipping (DECISIONS.md).
 */
export function CheckoutSection({ lines, ref }: { lines: readonly CheckoutLine[]; ref?: Ref<HTMLElement> }) {
  const total = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, SHIPPING_BTC);
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
              <Text fontVariantNumeric="tabular-nums">{formatBtc(line.unitPrice * line.quantity)}</Text>
            </HStack>
          ))}
          <HStack justifyContent="space-between" color="fg.muted">
            <Text>Shipping</Text>
            <Text fontVariantNumeric="tabular-nums">{formatBtc(SHIPPING_BTC)}</Text>
          </HStack>
          <Separator />
          <HStack justifyContent="space-between" fontWeight="bold">
            <Text>Total</Text>
            <Text fontVariantNumeric="tabular-nums" color="accent.fg">
              {formatBtc(total)}
            </Text>
          </HStack>
        </Stack>
        <PaymentWidget totalBtc={total} />
      </Grid>
    </Box>
  );
}
