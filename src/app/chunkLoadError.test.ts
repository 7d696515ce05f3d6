import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunkLoadError';

describe('isChunkLoadError', () => {
  it('recognises how each browser words of a failed dynamic import', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://shop.test/assets/CartPage-x.js',
      'error loading dynamically imported module: https://shop.test/assets/CartPage-x.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/CartPage-x.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    }
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
