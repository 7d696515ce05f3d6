import { inspectStored, readStored, writeStored, type StoredValueSpec } from '../../lib/storage/storedValue';
import { MAX_USERNAME_LENGTH } from './credentialsChange';
import {
  createPasswordHash,
  isAcceptedIterationCount,
  needsRehash,
  passwordMatches,
  type PasswordHash,
} from './passwordHash';

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
    value.username.length <= MAX_USERNAME_LENGTH &&
    typeof value.hash === 'string' &&
    /^[0-9a-f]{64}$/.test(value.hash) &&
    typeof value.salt === 'string' &&
    value.salt.length <= 64 &&
    (value.iterations === undefined || isAcceptedIterationCount(value.iterations))
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
 * A stored record that is not one this app writes (an iteration count outside the accepted
 * range, a missing hash): it has been reset, and the login says so at once instead of hashing
 * with it.
 */
export class DamagedCredentialsError extends Error {
  constructor(problems: string[]) {
    super(`The stored csm credentials are damaged: ${problems.join('; ')}.`);
    this.name = 'DamagedCredentialsError';
  }
}

/**
 * A stored pair made at an older iteration count is accepted and, now that the password is
 * known, re-hashed at today's count (best effort: a refused write leaves the old record). A
 * damaged record throws DamagedCredentialsError (it is reset as it is read).
 */
export async function verifyCsmCredentials(username: string, password: string): Promise<boolean> {
  const { value: stored, problems } = inspectStored(csmCredentialsStore);
  if (problems.length > 0) throw new DamagedCredentialsError(problems);
  if (!stored) return username === DEFAULT_CSM_CREDENTIALS.username && password === DEFAULT_CSM_CREDENTIALS.password;
  if (username !== stored.username || !(await passwordMatches(password, stored))) return false;
  if (needsRehash(stored)) writeStored(csmCredentialsStore, { username, ...(await createPasswordHash(password)) });
  return true;
}

/** Returns false when the browser would not keep the new pair (the old one still applies). */
export async function updateCsmCredentials(username: string, password: string): Promise<boolean> {
  return writeStored(csmCredentialsStore, { username, ...(await createPasswordHash(password)) });
}
