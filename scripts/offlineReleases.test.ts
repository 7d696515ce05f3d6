import { describe, expect, it } from 'vitest';
import { nextNames, renameReferences } from './offlineReleases';

describe('the next release made from a build', () => {
  const names = nextNames([
    'index-AbC_12-x.js',
    'inter-latin-wght-normal-Dx4kXJAl.woff2',
    'prerendered-c31eb83c00.css',
  ]);

  it('gives every hashed file a new name with its extension', () => {
    expect(names.get('index-AbC_12-x.js')).toBe('index-AbC_12-x-next.js');
    expect(names.get('inter-latin-wght-normal-Dx4kXJAl.woff2')).toBe('inter-latin-wght-normal-Dx4kXJAl-next.woff2');
  });

  it('renames what pages, chunks and stylesheets name, and nothing else', () => {
    expect(renameReferences('<script type="module" src="/assets/index-AbC_12-x.js"></script>', names)).toBe(
      '<script type="module" src="/assets/index-AbC_12-x-next.js"></script>',
    );
    expect(renameReferences('import(`./index-AbC_12-x.js`)', names)).toBe('import(`./index-AbC_12-x-next.js`)');
    expect(renameReferences('url(/assets/inter-latin-wght-normal-Dx4kXJAl.woff2)', names)).toBe(
      'url(/assets/inter-latin-wght-normal-Dx4kXJAl-next.woff2)',
    );
    // Not a file name on its own: no slash before it, or more name after it.
    expect(renameReferences('"index-AbC_12-x.js"', names)).toBe('"index-AbC_12-x.js"');
    expect(renameReferences('/assets/index-AbC_12-x.js.map', names)).toBe('/assets/index-AbC_12-x.js.map');
  });
});
