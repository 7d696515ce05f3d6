import { expect, test } from './journeyTest';

/**
 * Every route has its own title, client-only ones included (DECISIONS.md, rulings of
 * 2026-11-27): a shopper or staff member with several tabs open can tell them apart, and a screen
 * reader says where a full load landed. Pre-rendered pages carry theirs in the HTML (prerender.spec
 * checks the app keeps it after start-up); client-only pages get theirs from the app, so they are
 * opened in the browser, with the session or cart they need.
 */
const SHOP = 'html';
const APP = 'app';
type Rendered = typeof SHOP | typeof APP;

const ROUTES: [path: string, title: string, rendered: Rendered][] = [
  ['/', 'CryptoVault', SHOP],
  ['/products', 'Browse Our Products · CryptoVault', SHOP],
  ['/products/p02', 'Red 47 · CryptoVault', SHOP],
  ['/bundles', 'Product Bundles · CryptoVault', SHOP],
  ['/bundles/bundle12', 'Ultimate Collection · CryptoVault', SHOP],
  ['/packs/twelve', 'Twelve Pack · CryptoVault', SHOP],
  ['/cart', 'Your Cart · CryptoVault', SHOP],
  ['/coming-soon', 'Coming Soon · CryptoVault', SHOP],
  ['/how-it-works', 'How It Works · CryptoVault', SHOP],
  ['/features', 'Premium Features · CryptoVault', SHOP],
  ['/security', 'Security · CryptoVault', SHOP],
  ['/factory-direct', 'Factory Direct · CryptoVault', SHOP],
  ['/pure-products', 'Pure Products · CryptoVault', SHOP],
  ['/quality-control', 'Quality Control · CryptoVault', SHOP],
  ['/delivery-guarantee', 'Delivery Guarantee · CryptoVault', SHOP],
  ['/e2e-encryption', 'End-to-End Encryption · CryptoVault', SHOP],
  ['/discreet-payments', 'Discreet Payments · CryptoVault', SHOP],
  ['/discreet-shipping', 'Discreet Shipping · CryptoVault', SHOP],
  ['/privacy-policy', 'Privacy Policy · CryptoVault', SHOP],
  ['/terms-of-service', 'Terms of Service · CryptoVault', SHOP],
  ['/shipping-policy', 'Shipping Policy · CryptoVault', SHOP],
  ['/refund-policy', 'Refund Policy · CryptoVault', SHOP],
  ['/no/such/page', 'Page Not Found · CryptoVault', SHOP],
  ['/end-to-end-encryption', 'End-to-End Encryption · CryptoVault', APP],
  ['/products/p99', 'Product Not Found · CryptoVault', APP],
  ['/crypto-vault-loading', 'Securing Your Session · CryptoVault', APP],
  ['/crypto-vault-payment', 'Ultra-Secure Payment System · CryptoVault', APP],
  ['/admin', 'Command Bridge Access · CryptoVault', APP],
  ['/admin?role=csm', 'Customer Service Access · CryptoVault', APP],
  ['/admin-dashboard/csm', 'Customer Service Dashboard · CryptoVault', APP],
  ['/admin-dashboard/csm?tab=feedback', 'Customer Service Dashboard · CryptoVault', APP],
  ['/feedback', 'Customer Feedback Management · CryptoVault', APP],
  ['/admin-dashboard/adm', 'Command Bridge · CryptoVault', APP],
];

test('every route has its own title, client-only ones included', async ({ page, request }) => {
  // The staff pages need a session of their role, the payment pages a cart; each full load below
  // starts from these.
  await page.addInitScript(() => {
    // The login pages skip themselves for a logged-in role, so only the staff screens get a session.
    if (/^\/(admin-dashboard|feedback)/.test(location.pathname)) {
      localStorage.setItem('isAdmin', 'true');
      localStorage.setItem('staffRole', JSON.stringify(location.pathname.endsWith('/adm') ? 'adm' : 'csm'));
    }
    localStorage.setItem('cart', JSON.stringify([{ id: 'p01', type: 'product', quantity: 1 }]));
  });
  const wrong: string[] = [];
  for (const [path, title, rendered] of ROUTES) {
    let seen: string;
    if (rendered === SHOP) {
      const html = await (await request.get(path)).text();
      seen = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll('&#x27;', "'") ?? '(none)';
    } else {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      await expect
        .poll(() => page.title(), { message: path, timeout: 3000 })
        .toBe(title)
        .catch(() => undefined);
      seen = await page.title();
    }
    if (seen !== title) wrong.push(`${path}: "${seen}", expected "${title}"`);
  }
  expect(wrong).toEqual([]);
});
