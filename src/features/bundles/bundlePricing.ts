import type { Bundle } from './bundles';

/** SPEC: the undiscounted price is btcPrice x (1 + discount/100). */
export function bundleOriginalPrice(bundle: Bundle): number {
  return bundle.btcPrice * (1 + bundle.discount / 100);
}

/** SPEC's 'You Save': (original - bundle price) x quantity. */
export function bundleSavings(bundle: Bundle, quantity: number): number {
  return (bundleOriginalPrice(bundle) - bundle.btcPrice) * quantity;
}
