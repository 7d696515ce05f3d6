import { withoutInvisibleCharacters } from '../../lib/text/invisibleCharacters';

export interface CredentialsChange {
  username: string;
  password: string;
  confirmPassword: string;
}

export const MIN_USERNAME_LENGTH = 3;
export const MIN_PASSWORD_LENGTH = 4;
/** A name someone types at every login; longer is a paste gone wrong. */
export const MAX_USERNAME_LENGTH = 64;
/** Room for any passphrase or password manager's output. */
export const MAX_PASSWORD_LENGTH = 128;

/**
 * Checked in this order; the first failure is the message shown (docs/behaviour.md#account-settings).
 * `username` is the name as it will be saved (usernameFromField).
 */
export function credentialsChangeError({ username, password, confirmPassword }: CredentialsChange): string | null {
  if (password !== confirmPassword) return 'Passwords do not match';
  if (password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`;
  if (username.length < MIN_USERNAME_LENGTH) return `Username must be at least ${MIN_USERNAME_LENGTH} characters long`;
  if (username.length > MAX_USERNAME_LENGTH) return `Username must be at most ${MAX_USERNAME_LENGTH} characters long`;
  return null;
}

/** A username as typed, as it is saved and compared: trimmed, without invisible characters. */
export const usernameFromField = withoutInvisibleCharacters;
