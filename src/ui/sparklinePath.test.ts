import { describe, expect, it } from 'vitest';
import { sparklinePoints } from './sparklinePath';

const BOX = { width: 90, height: 20, min: 0, max: 100 };

describe('sparklinePoints', () => {
  it('spreads the values evenly from left to right, higher values nearer the top', () => {
    expect(sparklinePoints([0, 50, 100, 25], BOX)).toBe('0,20 30,10 60,0 90,15');
  });

  it('clamps values outside the range to the edges', () => {
    expect(sparklinePoints([-5, 140], BOX)).toBe('0,20 90,0');
  });

  it('draws a single value in the middle and nothing for no values', () => {
    expect(sparklinePoints([40], BOX)).toBe('45,12');
    expect(sparklinePoints([], BOX)).toBe('');
  });

  it('keeps a flat range from dividing by zero', () => {
    expect(sparklinePoints([7, 7], { ...BOX, min: 7, max: 7 })).toBe('0,20 90,20');
  });
});
