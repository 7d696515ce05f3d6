import type { Random } from '../../../lib/runtime/random';

/** The simulated check takes 3 s and succeeds 80 % of the time (docs/behaviour.md#payment-widget). */
export const PAYMENT_CHECK_MS = 3000;
export const PAYMENT_SUCCESS_RATE = 0.8;

export type PaymentState = 'pending' | 'processing' | 'complete' | 'failed';

export function simulatedPaymentOutcome(random: Random): 'complete' | 'failed' {
  return random.next() < PAYMENT_SUCCESS_RATE ? 'complete' : 'failed';
}
