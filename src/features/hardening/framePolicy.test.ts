import { describe, expect, it } from 'vitest';
import { parseProductOrigins } from './hardeningConfig';
import { frameAncestorOrigins, mayBeFramedBy, mayBeFramedByAll } from './framePolicy';

const own = 'https://shop.test';
const products = parseProductOrigins('cryptovault.example, https://www.cryptovault.example:8443');

describe('parseProductOrigins', () => {
  it('reads bare hosts as HTTPS origins and keeps full origins as given', () => {
    expect(products).toEqual(['https://cryptovault.example', 'https://www.cryptovault.example:8443']);
  });
});

describe('mayBeFramedBy', () => {
  it('allows the site itself, local hosts and the product origins', () => {
    expect(mayBeFramedBy('https://shop.test', own, products)).toBe(true);
    expect(mayBeFramedBy('http://localhost:5173', own, products)).toBe(true);
    expect(mayBeFramedBy('http://127.0.0.1:4173', own, products)).toBe(true);
    expect(mayBeFramedBy('https://cryptovault.example', own, products)).toBe(true);
    expect(mayBeFramedBy('https://www.cryptovault.example:8443', own, products)).toBe(true);
  });

  it('compares scheme and port, not just the host name', () => {
    expect(mayBeFramedBy('http://shop.test', own, products)).toBe(false);
    expect(mayBeFramedBy('https://shop.test:8443', own, products)).toBe(false);
    expect(mayBeFramedBy('http://cryptovault.example', own, products)).toBe(false);
    expect(mayBeFramedBy('https://www.cryptovault.example', own, products)).toBe(false);
  });

  it('refuses hosting services, look-alikes and what is not an origin', () => {
    for (const origin of [
      'https://my-branch.netlify.app',
      'https://anyone.vercel.app',
      'https://cryptovault.example.evil.test',
      'https://127.evil.example',
      'null',
      'file://',
    ]) {
      expect(mayBeFramedBy(origin, own, products)).toBe(false);
    }
  });
});

describe('mayBeFramedByAll', () => {
  it('needs every ancestor to be allowed', () => {
    expect(mayBeFramedByAll(['https://cryptovault.example', 'https://shop.test'], own, products)).toBe(true);
    expect(mayBeFramedByAll(['https://shop.test', 'https://evil.test'], own, products)).toBe(false);
    expect(mayBeFramedByAll(null, own, products)).toBe(false);
    expect(mayBeFramedByAll([], own, products)).toBe(false);
  });
});

describe('frameAncestorOrigins', () => {
  it('uses location.ancestorOrigins where the browser lists it', () => {
    const win = {
      location: { ancestorOrigins: ['https://a.test', 'https://b.test'] },
      document: { referrer: 'https://ignored.test/page' },
      parent: {},
      top: {},
    };
    expect(frameAncestorOrigins(win)).toEqual(['https://a.test', 'https://b.test']);
  });

  it('falls back on the referrer for a direct parent, and on nothing for deeper nesting', () => {
    const top = {};
    expect(
      frameAncestorOrigins({ location: {}, document: { referrer: 'https://a.test/x?y' }, parent: top, top }),
    ).toEqual(['https://a.test']);
    expect(frameAncestorOrigins({ location: {}, document: { referrer: 'https://a.test/' }, parent: {}, top })).toBe(
      null,
    );
    expect(frameAncestorOrigins({ location: {}, document: { referrer: '' }, parent: top, top })).toBe(null);
  });
});
