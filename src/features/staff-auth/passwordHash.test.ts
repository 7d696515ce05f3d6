import { describe, expect, it } from 'vitest';
import { createPasswordHash, passwordMatches } from './passwordHash';
import { loginPath } from './staffRole';

describe('passwordHash', () => {
  it('keeps a salted hash that matches only the same password', async () => {
    const stored = await createPasswordHash('service');
    expect(stored.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain('service');
    expect(await passwordMatches('service', stored)).toBe(true);
    expect(await passwordMatches('Service', stored)).toBe(false);
  });

  it('gives the same password a different hash under another salt', async () => {
    const a = await createPasswordHash('service', 'salt-a');
    const b = await createPasswordHash('service', 'salt-b');
    expect(a.hash).not.toBe(b.hash);
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
