import type { StoredValueSpec } from '../../../lib/storage/storedValue';
import { hasInvisibleCharacters, withoutInvisibleCharacters } from '../../../lib/text/invisibleCharacters';

/** Something@something.tld, no spaces: enough to catch typos without rejecting real addresses. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The longest address mail servers accept (RFC 5321's path limit, less the brackets). */
export const MAX_EMAIL_LENGTH = 254;

export type EmailProblem = 'missing' | 'invalid' | null;

/** The address a visitor typed, as it is checked and saved: without invisible characters, trimmed. */
export const emailFromField = withoutInvisibleCharacters;

export function emailProblem(text: string): EmailProblem {
  const email = text.trim();
  if (email === '') return 'missing';
  return EMAIL_PATTERN.test(email) && email.length <= MAX_EMAIL_LENGTH && !hasInvisibleCharacters(email)
    ? null
    : 'invalid';
}

/** What can stop a sign-up: the address itself, or a browser that would not keep it. */
export type NotifyProblem = EmailProblem | 'not-kept';

export const notifyProblemMessages: Record<Exclude<NotifyProblem, null>, string> = {
  missing: 'Enter your email address',
  invalid: 'Enter a valid email address, like name@example.com',
  'not-kept': 'Your address could not be saved: this browser refused to store it (storage is full or blocked).',
};

/** The launch-notification address: kept in this browser only, never sent anywhere. */
export const launchNotifyEmailStore: StoredValueSpec<string | null> = {
  key: 'launch-notify-email',
  fallback: null,
  repair: (raw) =>
    typeof raw === 'string' && emailProblem(raw) === null
      ? { value: raw, problems: [] }
      : { value: null, problems: ['not a valid email address'] },
};
