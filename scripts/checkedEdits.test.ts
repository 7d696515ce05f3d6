// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkedEdits } from './checkedEdits';

const plugin = checkedEdits('test', 'scripts/example.ts', [[/\/dep\/file\.js$/, [['const a = 1;', 'let a;']]]]);
const transform = (code: string, id: string) =>
  (plugin.transform as (this: unknown, code: string, id: string) => string | null).call({}, code, id);

describe('checkedEdits', () => {
  it('rewrites the named file by exact text and leaves other files alone', () => {
    expect(transform('const a = 1;\nuse(a);', '/x/dep/file.js')).toBe('let a;\nuse(a);');
    expect(transform('const a = 1;', '/x/other.js')).toBeNull();
  });

  it('fails the build, naming where to look, when the text has changed', () => {
    expect(() => transform('const a = 2;', '/x/dep/file.js')).toThrow(/review scripts\/example\.ts/);
  });
});
