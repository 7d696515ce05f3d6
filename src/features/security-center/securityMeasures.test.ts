import { describe, expect, it } from 'vitest';
import { overallScore, SECURITY_MEASURES, stepScore } from './securityMeasures';

describe('overallScore', () => {
  it('is the rounded average of the active measures', () => {
    expect(overallScore(SECURITY_MEASURES)).toBe(95);
    const threatened = SECURITY_MEASURES.map((m) => (m.id === 'encryption' ? { ...m, status: 'warning' as const } : m));
    expect(overallScore(threatened)).toBe(94);
    expect(overallScore(SECURITY_MEASURES.map((m) => ({ ...m, status: 'warning' as const })))).toBe(0);
  });
});

describe('stepScore', () => {
  it('moves one point toward the target and stops there', () => {
    expect(stepScore(0, 95)).toBe(1);
    expect(stepScore(96, 95)).toBe(95);
    expect(stepScore(95, 95)).toBe(95);
  });
});
