import { describe, expect, it } from 'vitest';
import { textMatcher } from './textMatcher';

describe('textMatcher', () => {
  it('matches every row for an empty or blank query', () => {
    expect(textMatcher('')(['anything'])).toBe(true);
    expect(textMatcher('   ')([])).toBe(true);
  });

  it('matches a substring of any field, ignoring case and surrounding spaces', () => {
    const matches = textMatcher('  NoVaK ');
    expect(matches(['Sam', 'sam.novak12@example.com'])).toBe(true);
    expect(matches(['Jan Novak'])).toBe(true);
    expect(matches(['Sam Meyer', 'sam.meyer@example.com'])).toBe(false);
  });

  it('skips missing fields instead of failing on them', () => {
    expect(textMatcher('blue')([null, undefined, 'Blue 100'])).toBe(true);
    expect(textMatcher('blue')([null, undefined])).toBe(false);
  });

  it('compares upper-case letters in fields too (emails are not assumed lower-case)', () => {
    expect(textMatcher('alex')(['ALEX.MEYER@EXAMPLE.COM'])).toBe(true);
  });
});
