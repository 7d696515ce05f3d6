import { products } from '../../features/shop/catalogue/products';
import { bundles } from '../../features/shop/bundles/bundles';
import { packs } from '../../features/shop/packs/packs';

/** Shopper pages that are the same for every visitor and every day, so the build renders them to HTML. */
const fixedPaths = [
  '/',
  '/products',
  '/bundles',
  '/cart',
  '/coming-soon',
  '/how-it-works',
  '/features',
  '/security',
  '/factory-direct',
  '/pure-products',
  '/quality-control',
  '/delivery-guarantee',
  '/e2e-encryption',
  '/discreet-payments',
  '/discreet-shipping',
  '/privacy-policy',
  '/terms-of-service',
  '/shipping-policy',
  '/refund-policy',
];

/** Every pre-rendered path (also the sitemap's list). */
export function prerenderPaths(): string[] {
  return [
    ...fixedPaths,
    ...products.map((product) => `/products/${product.id}`),
    ...bundles.map((bundle) => `/bundles/${bundle.id}`),
    ...packs.map((pack) => `/packs/${pack.id}`),
  ];
}

/** Rendered like any unknown path; served with status 404 for every path that has no page. */
export const NOT_FOUND_PATH = '/404';
