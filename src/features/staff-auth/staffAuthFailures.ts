import { DamagedCredentialsError } from './csmCredentials';
import { WebCryptoUnavailableError } from './passwordHash';

/** The toasts for staff sign-in and credential changes that could not be completed. */
export interface FailureNotice {
  title: string;
  description: string;
}

export const SESSION_NOT_KEPT: FailureNotice = {
  title: 'Login could not be completed',
  description: 'This browser refused to store the session (storage is full or blocked for this site).',
};

export const CREDENTIALS_NOT_KEPT: FailureNotice = {
  title: 'Credentials were not saved',
  description: 'This browser refused to store them (storage is full or blocked). Your old credentials still apply.',
};

/** A password could not be checked or hashed at all (not a wrong password). */
export function credentialCheckFailure(error: unknown): FailureNotice {
  console.error('The password could not be checked.', error);
  if (error instanceof DamagedCredentialsError) {
    return {
      title: 'Saved credentials were damaged',
      description:
        'The credentials stored in this browser were not written by this app and have been reset: the default pair applies until new ones are saved.',
    };
  }
  if (error instanceof WebCryptoUnavailableError) {
    return {
      title: 'Secure connection required',
      description: 'This browser offers password hashing only over HTTPS. Open the site over https:// and try again.',
    };
  }
  return { title: 'The password could not be checked', description: 'Please try again.' };
}
