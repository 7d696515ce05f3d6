import { describe, expect, it } from 'vitest';
import { hardeningEnabled, isLocalHost, mayBeFramedBy } from './hardeningConfig';

describe('hardeningEnabled', () => {
  it('follows the build mode unless VITE_HARDENING says otherwise', () => {
    expect(hardeningEnabled({ PROD: true })).toBe(true);
    expect(hardeningEnabled({ PROD: false })).toBe(false);
    expect(hardeningEnabled({ PROD: true, VITE_HARDENING: 'false' })).toBe(false);
    expect(hardeningEnabled({ PROD: false, VITE_HARDENING: 'true' })).toBe(true);
  });
});

describe('framing policy', () => {
  it('knows local hosts', () => {
    for (const host of ['localhost', 'app.localhost', '127.0.0.1', '[::1]']) expect(isLocalHost(host)).toBe(true);
    expect(isLocalHost('127.evil.example')).toBe(false);
  });

  it('allows the site itself, the product hosts, local and preview hosts, and nothing else', () => {
    expect(mayBeFramedBy('shop.test', 'shop.test')).toBe(true);
    expect(mayBeFramedBy('cryptovault.example', 'shop.test')).toBe(true);
    expect(mayBeFramedBy('localhost', 'shop.test')).toBe(true);
    expect(mayBeFramedBy('my-branch.netlify.app', 'shop.test')).toBe(true);
    expect(mayBeFramedBy('evil.example', 'shop.test')).toBe(false);
    expect(mayBeFramedBy('netlify.app.evil.example', 'shop.test')).toBe(false);
  });
});
