/**
 * Salted password hashing with Web Crypto (PBKDF2 over SHA-256). Runs in the browser and in
 * Node (the build hashes the adm password with it), so both sides always agree.
 */
export interface PasswordHash {
  salt: string;
  hash: string;
}

const ITERATIONS = 100_000;

function toHex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function newSalt(): string {
  return toHex(globalThis.crypto.getRandomValues(new Uint8Array(16)));
}

export async function hashPassword(password: string, salt: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await globalThis.crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await globalThis.crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: encoder.encode(salt), iterations: ITERATIONS },
    key,
    256,
  );
  return toHex(bits);
}

export async function createPasswordHash(password: string, salt = newSalt()): Promise<PasswordHash> {
  return { salt, hash: await hashPassword(password, salt) };
}

export async function passwordMatches(password: string, stored: PasswordHash): Promise<boolean> {
  return (await hashPassword(password, stored.salt)) === stored.hash;
}
