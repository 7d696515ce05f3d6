import { useState } from 'react';
import { Grid, Stack } from '@chakra-ui/react';
import type { CartTotals } from '../cart/cartPricing';
import type { PricedCoin } from '../../pricing/cryptoPriceEndpoint';
import { CoinChoice } from './CoinChoice';
import { PaymentComingSoonPanel } from './PaymentComingSoonPanel';
import { PaymentOrderSummary } from './PaymentOrderSummary';
import { DEFAULT_PAYMENT_COIN } from './paymentCoins';

export interface CryptoPaymentPanelProps {
  totals: CartTotals;
}

/** The payment page's body: coin choice and order summary side by side, the launch panel below. */
export function CryptoPaymentPanel({ totals }: CryptoPaymentPanelProps) {
  const [coin, setCoin] = useState<PricedCoin>(DEFAULT_PAYMENT_COIN);
  return (
    <Stack gap="8">
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="8" alignItems="start">
        <CoinChoice value={coin} onChange={setCoin} />
        <PaymentOrderSummary totals={totals} coin={coin} />
      </Grid>
      <PaymentComingSoonPanel coin={coin} />
    </Stack>
  );
}
