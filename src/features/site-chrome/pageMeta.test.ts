import { describe, expect, it } from 'vitest';
import { documentTitle } from './pageMeta';

describe('documentTitle', () => {
  it('puts the page before the shop name', () => {
    expect(documentTitle('Blue 100')).toBe('Blue 100 · CryptoVault');
    expect(documentTitle('Page Not Found')).toBe('Page Not Found · CryptoVault');
  });

  it('is just the shop name for the home page or a page without a text title', () => {
    expect(documentTitle('CryptoVault')).toBe('CryptoVault');
    expect(documentTitle(undefined)).toBe('CryptoVault');
  });
});
