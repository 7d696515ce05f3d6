import { describe, expect, it } from 'vitest';
import { featuredProducts, utcDay } from './featuredProducts';

describe('featuredProducts', () => {
  it('picks 8 distinct products, the same all UTC day, another set the next day', () => {
    const morning = featuredProducts(Date.parse('2026-11-21T00:00:01Z'));
    const night = featuredProducts(Date.parse('2026-11-21T23:59:59Z'));
    const tomorrow = featuredProducts(Date.parse('2026-11-22T00:00:00Z'));
    expect(morning).toHaveLength(8);
    expect(new Set(morning.map((p) => p.id)).size).toBe(8);
    expect(night).toEqual(morning);
    expect(tomorrow.map((p) => p.id)).not.toEqual(morning.map((p) => p.id));
  });

  it('reads the day in UTC', () => {
    expect(utcDay(Date.parse('2026-11-21T23:30:00-05:00'))).toBe('2026-11-22');
  });
});
