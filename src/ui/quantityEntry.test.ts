import { describe, expect, it } from 'vitest';
import { isAllowedQuantity, isQuantityText, steppedQuantity, typedQuantity } from './quantityEntry';

describe('quantity entry', () => {
  it('allows whole quantities within the bounds only', () => {
    expect(isAllowedQuantity(1, 1, 10)).toBe(true);
    expect(isAllowedQuantity(10, 1, 10)).toBe(true);
    expect(isAllowedQuantity(0, 1, 10)).toBe(false);
    expect(isAllowedQuantity(11, 1, 10)).toBe(false);
    expect(isAllowedQuantity(2.5, 1, 10)).toBe(false);
    expect(isAllowedQuantity(Number.NaN, 1, 10)).toBe(false);
  });

  it('reads an emptied field as no number', () => {
    expect(typedQuantity('7')).toBe(7);
    expect(typedQuantity('')).toBeNaN();
    expect(typedQuantity('  ')).toBeNaN();
  });

  it('takes digits only', () => {
    expect(isQuantityText('')).toBe(true);
    expect(isQuantityText('25')).toBe(true);
    expect(isQuantityText('-1')).toBe(false);
    expect(isQuantityText('2.5')).toBe(false);
    expect(isQuantityText('1e3')).toBe(false);
  });

  it('steps from the text shown and stays within the bounds', () => {
    expect(steppedQuantity('5', 5, 1, 1, 10)).toBe(6);
    expect(steppedQuantity('7', 3, -1, 1, 10)).toBe(6);
    expect(steppedQuantity('25', 3, 1, 1, 10)).toBe(10);
    expect(steppedQuantity('10', 10, 1, 1, 10)).toBe(10);
    expect(steppedQuantity('1', 1, -1, 1, 10)).toBe(1);
    expect(steppedQuantity('0', 1, -1, 1, 10)).toBe(1);
  });

  it('steps an emptied field from the last accepted quantity', () => {
    expect(steppedQuantity('', 4, 1, 1, 10)).toBe(5);
    expect(steppedQuantity('', 4, -1, 1, 10)).toBe(3);
  });
});
