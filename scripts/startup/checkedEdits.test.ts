// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bundleForBrowser, importBundle } from './bundleForTest';
import { checkedEdits } from './checkedEdits';

const plugin = () =>
  checkedEdits('test', 'scripts/example.ts', [[/\/dep\/file\.js$/, [['const a = 1;', 'const a = 2;']]]]);
const transform = (code: string, id: string) =>
  (plugin().transform as (this: unknown, code: string, id: string) => string | null).call(
    { environment: { name: 'client' } },
    code,
    id,
  );

// A dependency whose file the edit names, imported by the entry.
const dependency = (fileName: string) => ({
  'entry.js': `import { a } from './dep/${fileName}';\nexport const b = a;\n`,
  [`dep/${fileName}`]: 'const a = 1;\nexport { a };\n',
});

describe('checkedEdits', () => {
  it('rewrites the named file by exact text and leaves other files alone', () => {
    expect(transform('const a = 1;\nuse(a);', '/x/dep/file.js')).toBe('const a = 2;\nuse(a);');
    expect(transform('const a = 1;', '/x/other.js')).toBeNull();
  });

  it('fails the build, naming where to look, when the text has changed', () => {
    expect(() => transform('const a = 3;', '/x/dep/file.js')).toThrow(/review scripts\/example\.ts/);
  });

  it('edits the file in a browser build', async () => {
    const [entry] = await bundleForBrowser(dependency('file.js'), [plugin()]);
    expect((await importBundle<{ b: number }>(entry!.code)).b).toBe(2);
  });

  it('fails a browser build that never loaded the file, as when the dependency renamed it', async () => {
    await expect(bundleForBrowser(dependency('renamed.js'), [plugin()])).rejects.toThrow(
      /never loaded \/\\\/dep\\\/file\\\.js\$\/: moved or renamed\? Review scripts\/example\.ts/,
    );
  });
});
