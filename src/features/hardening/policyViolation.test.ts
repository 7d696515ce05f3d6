import { describe, expect, it } from 'vitest';
import { isExtensionViolation } from './policyViolation';

describe('isExtensionViolation', () => {
  it('recognises extension sources and blocked extension resources', () => {
    expect(isExtensionViolation({ blockedURI: 'inline', sourceFile: 'chrome-extension://id/content.js' })).toBe(true);
    expect(isExtensionViolation({ blockedURI: 'moz-extension://id/x.js', sourceFile: '' })).toBe(true);
    expect(isExtensionViolation({ blockedURI: 'safari-web-extension://id/x.js', sourceFile: '' })).toBe(true);
  });

  it('counts everything else as coming from the page', () => {
    expect(isExtensionViolation({ blockedURI: 'inline', sourceFile: 'https://shop.test/assets/index.js' })).toBe(false);
    expect(isExtensionViolation({ blockedURI: 'https://evil.test/x.js', sourceFile: '' })).toBe(false);
  });
});
