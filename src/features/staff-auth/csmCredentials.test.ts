// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DamagedCredentialsError,
  csmCredentialsStore,
  updateCsmCredentials,
  verifyCsmCredentials,
} from './csmCredentials';
import { hashPassword, LEGACY_ITERATIONS, passwordMatches } from './passwordHash';

function stored() {
  return JSON.parse(localStorage.getItem(csmCredentialsStore.key) ?? 'null') as Record<string, unknown> | null;
}

describe('csm credentials', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('accepts the default pair until a new one is stored', async () => {
    expect(await verifyCsmCredentials('csm', 'service')).toBe(true);
    expect(await updateCsmCredentials('helpdesk', 'new-secret')).toBe(true);
    expect(await verifyCsmCredentials('csm', 'service')).toBe(false);
    expect(await verifyCsmCredentials('helpdesk', 'new-secret')).toBe(true);
    expect(stored()).toMatchObject({ username: 'helpdesk', iterations: 600_000 });
  });

  it('accepts a pair stored at the old count without one, once, and re-hashes it at 600 000', async () => {
    const legacyHash = await hashPassword('old-secret', 'legacy-salt', LEGACY_ITERATIONS);
    localStorage.setItem(
      csmCredentialsStore.key,
      JSON.stringify({ username: 'helpdesk', salt: 'legacy-salt', hash: legacyHash }),
    );
    expect(await verifyCsmCredentials('helpdesk', 'wrong')).toBe(false);
    expect(stored()).not.toHaveProperty('iterations');

    expect(await verifyCsmCredentials('helpdesk', 'old-secret')).toBe(true);
    const upgraded = stored() as { username: string; salt: string; hash: string; iterations: number };
    expect(upgraded.iterations).toBe(600_000);
    expect(upgraded.hash).not.toBe(legacyHash);
    expect(await passwordMatches('old-secret', upgraded)).toBe(true);
    expect(await verifyCsmCredentials('helpdesk', 'old-secret')).toBe(true);
  });

  it('reports a new pair the browser would not keep', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(await updateCsmCredentials('helpdesk', 'new-secret')).toBe(false);
    expect(await verifyCsmCredentials('csm', 'service')).toBe(true);
  });

  it.each([99_999, 2_000_001, 200_000_000, 0, -600_000, 1.5])(
    'treats a record with %s iterations as damaged: the login fails at once, and the record is reset',
    async (iterations) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const hash = await hashPassword('secret', 'salt', 100_000);
      localStorage.setItem(
        csmCredentialsStore.key,
        JSON.stringify({ username: 'helpdesk', salt: 'salt', hash, iterations }),
      );
      await expect(verifyCsmCredentials('helpdesk', 'secret')).rejects.toBeInstanceOf(DamagedCredentialsError);
      expect(localStorage.getItem(csmCredentialsStore.key)).toBeNull();
      expect(await verifyCsmCredentials('csm', 'service')).toBe(true);
    },
  );

  it('accepts the ends of the range', async () => {
    for (const iterations of [100_000, 2_000_000]) {
      expect(
        csmCredentialsStore.repair({ username: 'u', salt: 's', hash: 'a'.repeat(64), iterations }).problems,
      ).toEqual([]);
    }
  });
});
