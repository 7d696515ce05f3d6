import { pbkdf2Sync } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createPasswordHash,
  hashPassword,
  LEGACY_ITERATIONS,
  needsRehash,
  PASSWORD_ITERATIONS,
  passwordMatches,
  WebCryptoUnavailableError,
} from './passwordHash';
import { loginPath } from './staffRole';

describe('passwordHash', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a salted hash, made at 600 000 iterations and saying so, that matches only the same password', async () => {
    const stored = await createPasswordHash('service');
    expect(stored.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.iterations).toBe(600_000);
    expect(PASSWORD_ITERATIONS).toBe(600_000);
    // PBKDF2-HMAC-SHA-256, 256 bits, as Node computes it: not the module's own call.
    expect(stored.hash).toBe(pbkdf2Sync('service', stored.salt, 600_000, 32, 'sha256').toString('hex'));
    expect(JSON.stringify(stored)).not.toContain('service');
    expect(await passwordMatches('service', stored)).toBe(true);
    expect(await passwordMatches('Service', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('gives the same password a different hash under another salt', async () => {
    const a = await createPasswordHash('service', 'salt-a');
    const b = await createPasswordHash('service', 'salt-b');
    expect(a.hash).not.toBe(b.hash);
  });

  it('reads a record without a count as the old 100 000 iterations, and asks for a re-hash', async () => {
    const legacy = { salt: 'old-salt', hash: await hashPassword('service', 'old-salt', LEGACY_ITERATIONS) };
    expect(await passwordMatches('service', legacy)).toBe(true);
    expect(needsRehash(legacy)).toBe(true);
    expect(needsRehash({ ...legacy, iterations: 100_000 })).toBe(true);
  });

  it('fails with a named error where Web Crypto is missing (plain HTTP)', async () => {
    vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    await expect(hashPassword('service', 'salt')).rejects.toBeInstanceOf(WebCryptoUnavailableError);
  });
});

describe('loginPath', () => {
  it('names the role only for csm and flags a refused visit', () => {
    expect(loginPath('adm')).toBe('/admin');
    expect(loginPath('csm')).toBe('/admin?role=csm');
    expect(loginPath('adm', true)).toBe('/admin?denied=1');
    expect(loginPath('csm', true)).toBe('/admin?role=csm&denied=1');
  });
});
