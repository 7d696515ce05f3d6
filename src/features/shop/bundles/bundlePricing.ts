import { btcToSats, shownSats, sumSats, withMarkup, type Sats } from '../../../lib/money/satoshis';
import { findProduct } from '../catalogue/products';
import type { Bundle } from './bundles';

/** BTC prices show 4 decimals on bundle pages and cards. */
const BUNDLE_PRICE_DECIMALS = 4;

export function bundleSats(bundle: Bundle): Sats {
  return btcToSats(bundle.btcPrice);
}

/** The undiscounted price is btcPrice x (1 + discount/100), to the satoshi (docs/behaviour.md#bundle-detail). */
export function bundleOriginalSats(bundle: Bundle): Sats {
  return withMarkup(bundleSats(bundle), bundle.discount);
}

/**
 * 'You Save' (docs/behaviour.md#bundle-detail): (original - bundle price) x quantity, taken between the prices as
 * shown, so it always equals the difference of the two figures on the page (docs/behaviour.md#money).
 */
export function bundleShownSavings(bundle: Bundle, quantity: number): Sats {
  const perBundle =
    shownSats(bundleOriginalSats(bundle), BUNDLE_PRICE_DECIMALS) - shownSats(bundleSats(bundle), BUNDLE_PRICE_DECIMALS);
  return perBundle * quantity;
}

/** What the bundle's products cost one by one, for one bundle. */
export function bundleContentsSats(bundle: Bundle): Sats {
  return sumSats(bundle.products.map((item) => btcToSats(findProduct(item.productId)?.btcPrice ?? 0) * item.quantity));
}

/**
 * The cart's discount for one whole bundle: its products' prices less the bundle price, so a cart
 * holding the bundle's products costs what the bundle page says. Never negative.
 */
export function bundleCartDiscount(bundle: Bundle): Sats {
  return Math.max(0, bundleContentsSats(bundle) - bundleSats(bundle));
}
