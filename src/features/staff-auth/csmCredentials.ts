import { readStored, writeStored, type StoredValueSpec } from '../../lib/storage/storedValue';
import { createPasswordHash, needsRehash, passwordMatches, type PasswordHash } from './passwordHash';

export interface StoredCsmCredentials extends PasswordHash {
  username: string;
}

/**
 * Shown on the csm login screen by design (docs/behaviour.md#staff-login); works until Account Settings replaces it.
 */
export const DEFAULT_CSM_CREDENTIALS = { username: 'csm', password: 'service' } as const;

function isCredentials(raw: unknown): raw is StoredCsmCredentials {
  if (typeof raw !== 'object' || raw === null) return false;
  const value = raw as Record<string, unknown>;
  return (
    typeof value.username === 'string' &&
    value.username.length > 0 &&
    typeof value.salt === 'string' &&
    typeof value.hash === 'string' &&
    /^[0-9a-f]{64}$/.test(value.hash) &&
    (value.iterations === undefined || (Number.isSafeInteger(value.iterations) && (value.iterations as number) > 0))
  );
}

/** Only a salted hash is kept: localStorage never holds a csm password. */
export const csmCredentialsStore: StoredValueSpec<StoredCsmCredentials | null> = {
  key: 'csm-credentials',
  fallback: null,
  repair: (raw) =>
    isCredentials(raw)
      ? {
          value: {
            username: raw.username,
            salt: raw.salt,
            hash: raw.hash,
            ...(raw.iterations === undefined ? {} : { iterations: raw.iterations }),
          },
          problems: [],
        }
      : { value: null, problems: ['not a credentials record; the default pair applies'] },
};

export function currentCsmUsername(): string {
  return readStored(csmCredentialsStore)?.username ?? DEFAULT_CSM_CREDENTIALS.username;
}

/**
 * A stored pair made at an older iteration count is accepted and, now that the password is
 * known, re-hashed at today's count (best effort: a refused write leaves the old record).
 */
export async function verifyCsmCredentials(username: string, password: string): Promise<boolean> {
  const stored = readStored(csmCredentialsStore);
  if (!stored) return username === DEFAULT_CSM_CREDENTIALS.username && password === DEFAULT_CSM_CREDENTIALS.password;
  if (username !== stored.username || !(await passwordMatches(password, stored))) return false;
  if (needsRehash(stored)) writeStored(csmCredentialsStore, { username, ...(await createPasswordHash(password)) });
  return true;
}

/** Returns false when the browser would not keep the new pair (the old one still applies). */
export async function updateCsmCredentials(username: string, password: string): Promise<boolean> {
  return writeStored(csmCredentialsStore, { username, ...(await createPasswordHash(password)) });
}
