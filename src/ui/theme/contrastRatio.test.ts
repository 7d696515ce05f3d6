import { describe, expect, it } from 'vitest';
import { contrastGrade, contrastRatio, parseHexColor, relativeLuminance } from './contrastRatio';

describe('parseHexColor', () => {
  it('reads long and short hex, in either case', () => {
    expect(parseHexColor('#67E8F9')).toEqual({ r: 0x67, g: 0xe8, b: 0xf9 });
    expect(parseHexColor('#0f8')).toEqual({ r: 0, g: 0xff, b: 0x88 });
  });

  it('refuses what has no single colour', () => {
    expect(parseHexColor('var(--chakra-colors-bg)')).toBeUndefined();
    expect(parseHexColor('rgba(34, 211, 238, 0.35)')).toBeUndefined();
    expect(parseHexColor('#12345')).toBeUndefined();
  });
});

describe('contrastRatio', () => {
  it('spans 1 to 21 from equal colours to black on white', () => {
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });

  it('is the same whichever colour is the text', () => {
    expect(contrastRatio('#67e8f9', '#070b14')).toBeCloseTo(contrastRatio('#070b14', '#67e8f9') ?? 0, 10);
  });

  it('matches the WCAG reference value for mid grey on white', () => {
    // #767676 is the lightest grey that passes AA on white: 4.54 to 1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(relativeLuminance({ r: 255, g: 255, b: 255 })).toBe(1);
  });

  it('has no answer for a colour it cannot read', () => {
    expect(contrastRatio('var(--x)', '#ffffff')).toBeUndefined();
  });
});

describe('contrastGrade', () => {
  it('grades at the WCAG thresholds', () => {
    expect(contrastGrade(7)).toBe('AAA');
    expect(contrastGrade(6.99)).toBe('AA');
    expect(contrastGrade(4.5)).toBe('AA');
    expect(contrastGrade(4.49)).toBe('AA large');
    expect(contrastGrade(3)).toBe('AA large');
    expect(contrastGrade(2.99)).toBe('fails');
  });
});
