import { describe, expect, it } from 'vitest';
import { countOf } from './countOf';

describe('countOf', () => {
  it('says one in the singular', () => {
    expect(countOf(1, 'star')).toBe('1 star');
  });

  it('says none and several in the plural', () => {
    expect(countOf(0, 'star')).toBe('0 stars');
    expect(countOf(2, 'star')).toBe('2 stars');
    expect(countOf(12, 'item')).toBe('12 items');
  });

  it('takes an irregular plural', () => {
    expect(countOf(1, 'box', 'boxes')).toBe('1 box');
    expect(countOf(3, 'box', 'boxes')).toBe('3 boxes');
  });
});
