/** The loading screen takes 5 s, then moves on to the payment page (docs/behaviour.md#security-check-screen). */
export const SECURITY_CHECK_DURATION_MS = 5000;

export const SECURITY_CHECK_MESSAGES = [
  'Initializing security protocols',
  'Establishing secure connection',
  'Verifying identity',
  'Encrypting payment channels',
  'Setting up anonymous routing',
  'Activating quantum-resistant encryption',
  'Finalizing security measures',
] as const;

export interface SecurityCheckState {
  /** 0 to 100, whole numbers. */
  progress: number;
  /** Which message is showing: each one gets an equal share of the 5 s. */
  messageIndex: number;
  done: boolean;
}

export function securityCheckState(elapsedMs: number): SecurityCheckState {
  const share = Math.min(1, Math.max(0, elapsedMs / SECURITY_CHECK_DURATION_MS));
  const last = SECURITY_CHECK_MESSAGES.length - 1;
  return {
    progress: Math.floor(share * 100),
    messageIndex: Math.min(last, Math.floor(share * SECURITY_CHECK_MESSAGES.length)),
    done: share === 1,
  };
}
