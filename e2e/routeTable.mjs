/**
 * Every route of the app once, with what a visit must show: the main heading and the document
 * title (DECISIONS.md 2026-11-27: every route its own), where it lands when it sends the visitor
 * on, and what it needs: a staff session of a role (`staff`) or a cart (`cart`). The one table
 * behind every route sweep: scripts/engines/journeys/routeSweep.mjs walks it in Chromium, Firefox
 * and WebKit (heading, title, and at a phone's widths the phone layout audit).
 *
 * The catalogue's pages (every product, bundle and pack) come from the build: `routeTable(outDir)`
 * adds each page of the sitemap not named here, with the heading and title the build rendered
 * into its HTML, and gives every pre-rendered route the HTML's own (`built`) to compare.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const SITE = 'CryptoVault';

/** A route whose title is its heading and the site's name, as src/features/site-chrome/pageMeta.ts makes it. */
const route = (pathname, h1, more = {}) => ({ path: pathname, h1, title: `${h1} · ${SITE}`, ...more });

// Staff screens are guarded: without a session they land on their role's login.
const CSM_LOGIN = { h1: 'Customer Service Access', landsOn: '/admin?role=csm' };
const ADM_LOGIN = { h1: 'Command Bridge Access', landsOn: '/admin' };
const CSM_TABS = {
  accounts: 'Customer Accounts',
  support: 'Support Requests',
  feedback: 'Customer Feedback',
  settings: 'Settings',
};

export const ROUTES = [
  route('/', SITE, { title: SITE }),
  route('/products', 'Browse Our Products'),
  route('/products/p01', 'Blue 100'),
  route('/products/p02', 'Red 47'),
  route('/products/p99', 'Product Not Found'),
  route('/bundles', 'Product Bundles'),
  route('/bundles/bundle01', 'Starter Pack'),
  route('/bundles/bundle12', 'Ultimate Collection'),
  route('/bundles/nope', 'Bundle Not Found'),
  route('/packs/six', 'Six Pack'),
  route('/packs/twelve', 'Twelve Pack'),
  route('/packs/nope', 'Pack Not Found'),
  route('/cart', 'Your Cart'),
  // The security check: it moves on to the payment page by itself after 5 s.
  route('/crypto-vault-loading', 'Securing Your Session', { movesOn: '/crypto-vault-payment' }),
  // With an empty cart it sends the visitor to /cart (scripts/engines/journeys/shopJourney.mjs).
  route('/crypto-vault-payment', 'Ultra-Secure Payment System', { cart: true }),
  route('/coming-soon', 'Coming Soon'),
  route('/how-it-works', 'How It Works'),
  route('/features', 'Premium Features'),
  route('/security', 'Security'),
  route('/factory-direct', 'Factory Direct'),
  route('/pure-products', 'Pure Products'),
  route('/quality-control', 'Quality Control'),
  route('/delivery-guarantee', 'Delivery Guarantee'),
  route('/e2e-encryption', 'End-to-End Encryption'),
  route('/end-to-end-encryption', 'End-to-End Encryption', { landsOn: '/e2e-encryption' }),
  route('/discreet-payments', 'Discreet Payments'),
  route('/discreet-shipping', 'Discreet Shipping'),
  route('/privacy-policy', 'Privacy Policy'),
  route('/terms-of-service', 'Terms of Service'),
  route('/shipping-policy', 'Shipping Policy'),
  route('/refund-policy', 'Refund Policy'),
  // Any path without a page: served as the pre-rendered 404.html.
  route('/no/such/page', 'Page Not Found', { html: '404.html' }),
  route('/admin', ADM_LOGIN.h1),
  route('/admin?role=csm', CSM_LOGIN.h1),
  route('/feedback', CSM_LOGIN.h1, CSM_LOGIN),
  route('/admin-dashboard/csm', CSM_LOGIN.h1, CSM_LOGIN),
  route('/admin-dashboard/adm', ADM_LOGIN.h1, ADM_LOGIN),
  // A role other than adm or csm.
  route('/admin-dashboard/root', ADM_LOGIN.h1, ADM_LOGIN),
  route('/admin-dashboard/csm', 'Customer Service Dashboard', { staff: 'csm', tab: CSM_TABS.accounts }),
  // Every tab has the page's heading and title: the route is shown once its tab's panel is drawn.
  ...Object.entries(CSM_TABS).map(([value, tab]) =>
    route(`/admin-dashboard/csm?tab=${value}`, 'Customer Service Dashboard', { staff: 'csm', tab }),
  ),
  route('/feedback', 'Customer Feedback Management', { staff: 'csm' }),
  route('/admin-dashboard/adm', 'Command Bridge', { staff: 'adm' }),
];

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

/** The text of the first `tag` element of a built page: tags dropped, entities read, spaces collapsed. */
function builtText(html, tag) {
  const [, inner = ''] = new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`).exec(html) ?? [];
  return inner
    .replace(/<!--[\s\S]*?-->|<[^>]+>/g, '')
    .replace(/&(#?\w+);/g, (entity, name) => ENTITIES[name] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** dist/ file of a pre-rendered path: / is index.html, /products/p01 is products/p01.html. */
const builtFile = (pathname) => (pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`);

/** The table for the build in `outDir`: ROUTES and the rest of its sitemap, pre-rendered ones with `built`. */
export function routeTable(outDir) {
  const sitemap = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
  const prerendered = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  if (prerendered.length === 0) throw new Error(`${outDir}/sitemap.xml lists no pages`);
  const built = (file) => {
    const html = readFileSync(path.join(outDir, file), 'utf8');
    return { h1: builtText(html, 'h1'), title: builtText(html, 'title') };
  };
  const named = ROUTES.map(({ html, ...entry }) => {
    const file = html ?? (prerendered.includes(entry.path) ? builtFile(entry.path) : null);
    return file ? { ...entry, built: built(file) } : entry;
  });
  const catalogue = prerendered
    .filter((pathname) => !ROUTES.some((entry) => entry.path === pathname))
    .map((pathname) => {
      const shown = built(builtFile(pathname));
      // A page the sitemap lists names its item, and is titled by the site's rule: its HTML is
      // judged by that, not by itself. A "Not Found" heading there is a fault of the build.
      const h1 = (shown.h1 ?? '').endsWith('Not Found') ? `the name of the item at ${pathname}` : shown.h1;
      return route(pathname, h1, { built: shown });
    });
  return [...named, ...catalogue];
}
