import { seedFromText, type Random } from '../../lib/runtime/random';

/** Every obfuscated record carries 5 decoy keys beside the real one (docs/behaviour.md#client-hardening). */
export const DECOY_KEY_COUNT = 5;
export const SESSION_KEY_BYTES = 32;

/** The 32 random bytes this tab obfuscates with; they never leave memory. */
export function createSessionKey(source: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): Uint8Array {
  return source.getRandomValues(new Uint8Array(SESSION_KEY_BYTES));
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

function xorWithKey(bytes: Uint8Array, key: Uint8Array): Uint8Array {
  return bytes.map((byte, index) => byte ^ (key[index % key.length] ?? 0));
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

function randomBase64(random: Random, length: number): string {
  return toBase64(Uint8Array.from({ length }, () => Math.floor(random.next() * 256)));
}

/**
 * Obfuscation, not encryption (security theatre, docs/behaviour.md#client-hardening): the record is XORed with the
 * session key and hidden among decoy fields that look the same.
 */
export function obfuscateTransaction(data: unknown, key: Uint8Array, random: Random): Record<string, string> {
  const json = JSON.stringify(data);
  const record: Record<string, string> = {
    payload: toBase64(xorWithKey(encoder.encode(json), key)),
    check: seedFromText(json).toString(36),
  };
  for (let i = 1; i <= DECOY_KEY_COUNT; i++)
    record[`decoy${i}`] = randomBase64(random, 16 + Math.floor(random.next() * 48));
  return record;
}

/** The original data, or undefined when the record is damaged or was made with another key. */
export function deobfuscateTransaction(record: unknown, key: Uint8Array): unknown {
  try {
    const { payload, check } = record as { payload?: unknown; check?: unknown };
    if (typeof payload !== 'string' || typeof check !== 'string') return undefined;
    const json = decoder.decode(xorWithKey(fromBase64(payload), key));
    if (seedFromText(json).toString(36) !== check) return undefined;
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}
