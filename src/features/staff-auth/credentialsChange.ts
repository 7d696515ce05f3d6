export interface CredentialsChange {
  username: string;
  password: string;
  confirmPassword: string;
}

export const MIN_USERNAME_LENGTH = 3;
export const MIN_PASSWORD_LENGTH = 4;

/** Checked in this order; the first failure is the message shown (docs/behaviour.md#account-settings). */
export function credentialsChangeError({ username, password, confirmPassword }: CredentialsChange): string | null {
  if (password !== confirmPassword) return 'Passwords do not match';
  if (password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
  if (username.trim().length < MIN_USERNAME_LENGTH)
    return `Username must be at least ${MIN_USERNAME_LENGTH} characters long`;
  return null;
}
