import { describe, expect, it } from 'vitest';
import { hasInvisibleCharacters, withoutInvisibleCharacters } from './invisibleCharacters';

describe('invisible characters', () => {
  it.each([
    ['zero-width space', 'cs\u200Bm'],
    ['zero-width joiner and non-joiner', '\u200Ccs\u200Dm'],
    ['byte-order mark', '\uFEFFcsm'],
    ['soft hyphen', 'c\u00ADsm'],
    ['word joiner', 'cs\u2060m'],
    ['right-to-left override', '\u202Ecsm\u202C'],
    ['a tab and a line break', 'c\tsm\n'],
  ])('strips the %s', (_, text) => {
    expect(hasInvisibleCharacters(text)).toBe(true);
    expect(withoutInvisibleCharacters(text)).toBe('csm');
  });

  it('leaves visible text alone, spaces inside and letters of any script included', () => {
    for (const text of ['csm', 'Zoë Ångström', 'name@example.com', 'пользователь', 'a b']) {
      expect(hasInvisibleCharacters(text)).toBe(false);
      expect(withoutInvisibleCharacters(text)).toBe(text);
    }
    expect(withoutInvisibleCharacters('  csm ')).toBe('csm');
  });
});
