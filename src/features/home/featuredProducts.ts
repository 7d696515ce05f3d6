import { createSeededRandom, pickDistinct, seedFromText } from '../../lib/runtime/random';
import { products, type Product } from '../shop/catalogue/products';

export const FEATURED_COUNT = 8;
/**
 * The featured price is shown with a struck-through price 15 % higher and a '15% OFF' badge
 * (docs/behaviour.md#featured-products).
 */
export const FEATURED_MARKUP_PERCENT = 15;

/** The UTC calendar day of an instant, e.g. '2026-11-21': the featured set changes at midnight UTC. */
export function utcDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** Up to 8 distinct products, the same all day: seeded by the UTC date (docs/behaviour.md#featured-products). */
export function featuredProducts(now: number): Product[] {
  return pickDistinct(createSeededRandom(seedFromText(utcDay(now))), products, FEATURED_COUNT);
}
