import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { formatDecimalText } from './decimalText';

describe('formatDecimalText', () => {
  it('rounds half away from zero on the written decimal', () => {
    expect(formatDecimalText('0.01475', 4)).toBe('0.0148');
    expect(formatDecimalText('0.014749999', 4)).toBe('0.0147');
    expect(formatDecimalText('-0.00225', 4)).toBe('-0.0023');
    expect(formatDecimalText('9.99995', 4)).toBe('10.0000');
  });

  it('pads, groups thousands and drops the point at no decimals', () => {
    expect(formatDecimalText('1.5', 6)).toBe('1.500000');
    expect(formatDecimalText('1234567.891', 2)).toBe('1,234,567.89');
    expect(formatDecimalText('999.5', 0)).toBe('1,000');
    expect(formatDecimalText('12', 2)).toBe('12.00');
  });

  it('hands back text that is not a plain decimal, and refuses a bad number of decimals', () => {
    expect(formatDecimalText('NaN', 4)).toBe('NaN');
    expect(() => formatDecimalText('1.0', -1)).toThrow(RangeError);
  });

  it('prints what en-US Intl.NumberFormat prints with half-expand rounding', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(10 ** 12), max: 10 ** 12 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 8 }),
        (units, scale, decimals) => {
          const text = (units / 10 ** scale).toFixed(scale);
          const intl = new Intl.NumberFormat('en-US', {
            minimumFractionDigits: decimals,
            maximumFractionDigits: decimals,
            roundingMode: 'halfExpand',
          });
          expect(formatDecimalText(text, decimals)).toBe(intl.format(text as `${number}`));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
