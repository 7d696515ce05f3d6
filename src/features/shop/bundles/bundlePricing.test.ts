import { describe, expect, it } from 'vitest';
import { formatSats } from '../../../lib/formatPrice';
import {
  bundleCartDiscount,
  bundleContentsSats,
  bundleOriginalSats,
  bundleSats,
  bundleShownSavings,
} from './bundlePricing';
import { bundles, findBundle } from './bundles';

const bundle = (id: string) => findBundle(id)!;
/** A shown 4-decimal price, in units of its last digit. */
const shown = (sats: number) => Math.round(Number(formatSats(sats)) * 1e4);

describe('bundle pricing in satoshis', () => {
  it('prices the original from the discount, to the satoshi', () => {
    expect(bundleSats(bundle('bundle01'))).toBe(590_000);
    expect(bundleOriginalSats(bundle('bundle01'))).toBe(649_000);
    expect(bundleOriginalSats(bundle('bundle09'))).toBe(1_475_000);
  });

  it("shows Weekend Retreat's saving as the difference of its shown prices", () => {
    const retreat = bundle('bundle09');
    expect(formatSats(bundleOriginalSats(retreat))).toBe('0.0148');
    expect(formatSats(bundleSats(retreat))).toBe('0.0125');
    expect(formatSats(bundleShownSavings(retreat, 1))).toBe('0.0023');
    expect(formatSats(bundleShownSavings(retreat, 3))).toBe('0.0069');
  });

  it('keeps every bundle saving equal to its shown original less its shown price', () => {
    for (const item of bundles) {
      for (const quantity of [1, 2, 7, 10]) {
        expect(shown(bundleShownSavings(item, quantity))).toBe(
          (shown(bundleOriginalSats(item)) - shown(bundleSats(item))) * quantity,
        );
      }
    }
  });

  it("discounts a bundle's products in the cart down to the bundle price", () => {
    const ultimate = bundle('bundle12');
    expect(bundleContentsSats(ultimate)).toBe(3_110_000);
    expect(bundleCartDiscount(ultimate)).toBe(3_110_000 - 2_180_000);
    for (const item of bundles) expect(bundleCartDiscount(item)).toBeGreaterThanOrEqual(0);
  });
});
