import { describe, expect, it } from 'vitest';
import { hardeningEnabled, isLocalHost } from './hardeningConfig';

describe('hardeningEnabled', () => {
  it('follows the build mode unless VITE_HARDENING says otherwise', () => {
    expect(hardeningEnabled({ production: true })).toBe(true);
    expect(hardeningEnabled({ production: false })).toBe(false);
    expect(hardeningEnabled({ production: true, hardening: 'false' })).toBe(false);
    expect(hardeningEnabled({ production: false, hardening: 'true' })).toBe(true);
  });
});

describe('isLocalHost', () => {
  it('knows local hosts and nothing that only starts like one', () => {
    for (const host of ['localhost', 'app.localhost', '127.0.0.1', '[::1]']) expect(isLocalHost(host)).toBe(true);
    expect(isLocalHost('127.evil.example')).toBe(false);
    expect(isLocalHost('localhost.evil.example')).toBe(false);
  });
});
