import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { csmCredentialsStore, updateCsmCredentials, verifyCsmCredentials } from './csmCredentials';
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
});
