import { useRef, useState } from 'react';
import { Alert, Box, Button, Code, HStack, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { useFocusAfterSwap } from '../../../ui/useFocusAfterSwap';
import { alertSlotRecipe, codeRecipe } from '@chakra-ui/react/theme';
import { Bitcoin, CircleAlert, CircleCheck, Loader } from 'lucide-react';
import { CopyButton } from '../../../ui/CopyButton';
import { CryptoPrice } from '../../../ui/CryptoPrice';
import { toaster } from '../../../ui/toaster';
import { useRandom } from '../../../lib/runtime/useRuntime';
import { useClockTimeout } from '../../../lib/runtime/useClockTimeout';
import { configuredBtcAddress, isBitcoinAddressFormat } from './bitcoinAddress';
import { PAYMENT_CHECK_MS, simulatedPaymentOutcome, type PaymentState } from './paymentOutcome';

export interface PaymentWidgetProps {
  /** The amount to pay, in BTC. */
  totalBtc: number;
  /** The receiving address; defaults to the configured one (VITE_BTC_ADDRESS). */
  address?: string;
}

/**
 * 'Secure Bitcoin Payment': a simulated payment flow that always says it is a demo (docs/behaviour.md#payment-widget).
 */
export function PaymentWidget({ totalBtc, address = configuredBtcAddress() }: PaymentWidgetProps) {
  const random = useRandom();
  const later = useClockTimeout();
  const [state, setState] = useState<PaymentState>('pending');
  const addressUsable = isBitcoinAddressFormat(address);
  const status = useRef<HTMLDivElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  // To the status, or to the send button that a retry brings back.
  const moveFocus = useFocusAfterSwap(state, (shown) => (shown === 'pending' ? sendButton.current : status.current));

  const send = () => {
    moveFocus(true);
    setState('processing');
    toaster.create({ type: 'info', title: 'Processing payment...' });
    later(() => {
      const outcome = simulatedPaymentOutcome(random);
      setState(outcome);
      if (outcome === 'complete') toaster.create({ type: 'success', title: 'Payment confirmed' });
      else toaster.create({ type: 'error', title: 'Payment failed. Please try again.' });
    }, PAYMENT_CHECK_MS);
  };

  return (
    <Stack
      as="section"
      aria-labelledby="payment-widget-title"
      layerStyle="glowPanel"
      borderRadius="xl"
      padding="6"
      gap="4"
    >
      <HStack gap="2">
        <Bitcoin aria-hidden="true" color="var(--chakra-colors-orange-300)" />
        <Heading as="h3" size="md" id="payment-widget-title">
          Secure Bitcoin Payment
        </Heading>
      </HStack>
      <Alert.Root recipe={alertSlotRecipe} status="warning" variant="outline" size="sm">
        <Alert.Indicator aria-hidden="true" />
        <Alert.Title>Demo storefront: no payment is taken. Do not send funds.</Alert.Title>
      </Alert.Root>
      <Box>
        <Text fontSize="sm" color="fg.muted">
          Amount
        </Text>
        <CryptoPrice amount={totalBtc} size="lg" />
      </Box>
      <Box>
        <Text fontSize="sm" color="fg.muted" marginBottom="1">
          Bitcoin address
        </Text>
        {addressUsable ? (
          <HStack gap="2" alignItems="center">
            <Code
              recipe={codeRecipe}
              wordBreak="break-all"
              paddingX="2"
              paddingY="1"
              fontSize="xs"
              data-testid="btc-address"
              data-copyable=""
            >
              {address}
            </Code>
            <CopyButton
              value={address}
              label="Bitcoin address"
              onCopied={() => toaster.create({ type: 'success', title: 'Bitcoin address copied to clipboard' })}
            />
          </HStack>
        ) : (
          <Text color="orange.300" fontWeight="semibold">
            Payment address unavailable
          </Text>
        )}
      </Box>
      <Text fontSize="sm" color="fg.muted">
        Confirmation may take 10-60 minutes. Send only BTC to this address.
      </Text>
      {/* Not a live region: each state's toast says it, once. */}
      <Box ref={status} tabIndex={-1} role="group" aria-label="Payment status" focusVisibleRing="outside">
        {state === 'pending' && (
          <Button ref={sendButton} width="full" onClick={send} disabled={!addressUsable}>
            I've sent the payment
          </Button>
        )}
        {state === 'processing' && (
          <HStack gap="2" color="accent.fg">
            <Loader aria-hidden="true" size="18" />
            <Text>Processing payment...</Text>
          </HStack>
        )}
        {state === 'complete' && (
          <Stack gap="2">
            <HStack gap="2" color="green.300">
              <CircleCheck aria-hidden="true" size="18" />
              <Text fontWeight="semibold">Payment confirmed</Text>
            </HStack>
            <Progress.Root value={80} size="sm" aria-label="Confirmation progress">
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Text fontSize="sm" color="fg.muted">
              80% of confirmations received (simulated).
            </Text>
          </Stack>
        )}
        {state === 'failed' && (
          <Stack gap="3">
            <HStack gap="2" color="red.300" alignItems="start">
              <CircleAlert aria-hidden="true" size="18" />
              <Box>
                <Text fontWeight="semibold">Payment verification failed</Text>
                <Text fontSize="sm">Please try again or contact support</Text>
              </Box>
            </HStack>
            <Button
              variant="outline"
              onClick={() => {
                moveFocus(true);
                setState('pending');
              }}
            >
              Try again
            </Button>
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
