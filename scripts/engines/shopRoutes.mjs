/**
 * Every shopper route with the main heading it must show. The pre-rendered pages come from the
 * build's sitemap, each with the h1 the build rendered into its HTML: the running app must show
 * the same. The client-only routes are named here, with the headings their pages give.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

/** The text of the first h1 in a built page. */
function builtHeading(outDir, file) {
  const html = readFileSync(path.join(outDir, file), 'utf8');
  const [, inner = ''] = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html) ?? [];
  return inner
    .replace(/<!--[\s\S]*?-->|<[^>]+>/g, '')
    .replace(/&(#?\w+);/g, (entity, name) => ENTITIES[name] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** dist/ file of a pre-rendered path: / is index.html, /products/p01 is products/p01.html. */
const builtFile = (pathname) => (pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`);

/** `{ path, h1, landsOn? }` for each shopper route of the build in `outDir`. */
export function shopRoutes(outDir) {
  const sitemap = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
  const prerendered = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  if (prerendered.length === 0) throw new Error(`${outDir}/sitemap.xml lists no pages`);
  return [
    ...prerendered.map((pathname) => ({ path: pathname, h1: builtHeading(outDir, builtFile(pathname)) })),
    // Client-only: src/pages/CryptoVaultLoadingPage.tsx and CryptoVaultPaymentPage.tsx (the
    // payment page needs a cart; the sweep has one).
    { path: '/crypto-vault-loading', h1: 'Securing Your Session' },
    { path: '/crypto-vault-payment', h1: 'Ultra-Secure Payment System' },
    { path: '/end-to-end-encryption', h1: builtHeading(outDir, 'e2e-encryption.html'), landsOn: '/e2e-encryption' },
    { path: '/no-such-page', h1: builtHeading(outDir, '404.html') },
  ];
}
