/**
 * Salted password hashing with Web Crypto (PBKDF2-HMAC-SHA-256). Runs in the browser and in
 * Node (the build hashes the adm password with it), so both sides always agree. The iteration
 * count is stored with the hash, so it can rise later without locking anyone out.
 */
export interface PasswordHash {
  salt: string;
  hash: string;
  /** PBKDF2 iterations this hash was made with; records from before counts were stored have none. */
  iterations?: number;
}

/** OWASP's 2023 figure for PBKDF2-HMAC-SHA-256. */
export const PASSWORD_ITERATIONS = 600_000;
/** The count used before it was stored with the hash. */
export const LEGACY_ITERATIONS = 100_000;
/**
 * Counts a stored hash may have: from the legacy count to a little over three times today's. A
 * count outside was not written by this app (200 000 000 would keep a login hashing for
 * minutes), so the record is treated as damaged.
 */
export const ACCEPTED_ITERATIONS = { min: LEGACY_ITERATIONS, max: 2_000_000 } as const;

export function isAcceptedIterationCount(iterations: unknown): iterations is number {
  return (
    Number.isSafeInteger(iterations) &&
    (iterations as number) >= ACCEPTED_ITERATIONS.min &&
    (iterations as number) <= ACCEPTED_ITERATIONS.max
  );
}

/** Web Crypto is missing: browsers offer `crypto.subtle` only to secure (HTTPS or local) pages. */
export class WebCryptoUnavailableError extends Error {
  constructor() {
    super('Web Crypto (crypto.subtle) is not available: the page must be served over HTTPS.');
    this.name = 'WebCryptoUnavailableError';
  }
}

function subtleCrypto(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new WebCryptoUnavailableError();
  return subtle;
}

function toHex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function newSalt(): string {
  return toHex(globalThis.crypto.getRandomValues(new Uint8Array(16)));
}

export async function hashPassword(password: string, salt: string, iterations = PASSWORD_ITERATIONS): Promise<string> {
  const subtle = subtleCrypto();
  const encoder = new TextEncoder();
  const key = await subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: encoder.encode(salt), iterations },
    key,
    256,
  );
  return toHex(bits);
}

export async function createPasswordHash(password: string, salt = newSalt()): Promise<Required<PasswordHash>> {
  return { salt, hash: await hashPassword(password, salt, PASSWORD_ITERATIONS), iterations: PASSWORD_ITERATIONS };
}

export function iterationsOf(stored: PasswordHash): number {
  return stored.iterations ?? LEGACY_ITERATIONS;
}

/** A hash made with fewer iterations than today's: re-hash it the next time the password is known. */
export function needsRehash(stored: PasswordHash): boolean {
  return iterationsOf(stored) < PASSWORD_ITERATIONS;
}

export async function passwordMatches(password: string, stored: PasswordHash): Promise<boolean> {
  return (await hashPassword(password, stored.salt, iterationsOf(stored))) === stored.hash;
}
