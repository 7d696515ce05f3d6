/**
 * The build's last step (run by scripts/prerender.ts once the pages are written): generates the
 * app's service worker, dist/sw.js, with Workbox. It precaches the whole build (every pre-rendered
 * page, the app shell, every script, stylesheet, font and image, the manifest and its icons) and
 * serves it cache-first, so a visitor who opened the shop once can use every page offline, and an
 * open tab keeps the version it started with until its visitor chooses 'Reload'
 * (docs/behaviour.md#offline-and-updates). It runs after the pre-render because the pages it
 * precaches do not exist before; a worker generated inside `vite build` would miss them.
 */
import path from 'node:path';
import type { GenerateSWOptions } from 'workbox-build';

/** The worker's file in the build; the app registers it (src/app/appWorker/startAppWorker.ts). */
export const WORKER_FILE = 'sw.js';

/**
 * Client-only routes the app draws from the empty shell, as nginx and `vite preview` serve them
 * (deploy/nginx/cryptovault.conf, scripts/prerenderPreview.ts's CLIENT_ONLY_PATHS): each is
 * precached as app.html's content under its own address. A dashboard of any other role is no
 * staff page: the worker answers it like any unknown path.
 */
export const CLIENT_ONLY_ROUTES = [
  'admin',
  'admin-dashboard/adm',
  'admin-dashboard/csm',
  'feedback',
  'crypto-vault-loading',
  'crypto-vault-payment',
];

/**
 * A navigation to an address with a file name (`/sitemap.xml`, `/robots.txt`) is not a page: it
 * goes to the network, never to the 404 page.
 */
export const NOT_A_PAGE = /^[^?]*\/[^/?]*\.[^/?]*(\?.*)?$/;

/** Workbox's options for the build in `dist`. */
export function appWorkerOptions(dist: string): GenerateSWOptions {
  return {
    globDirectory: dist,
    swDest: path.join(dist, WORKER_FILE),
    globPatterns: ['**/*.{html,js,css,woff2,svg,png,ico,webmanifest}'],
    // The build's manifest and chunk report are tooling (nginx refuses them), and the worker does
    // not precache itself.
    globIgnores: ['.vite/**', WORKER_FILE],
    // Vite names what it writes to assets/ after the content's hash (the pre-rendered stylesheet
    // too): the name is the version, so no revision is added to their addresses.
    dontCacheBustURLsMatching: /^assets\//,
    // Every page the build rendered is found by its address: Workbox tries `/products/p01` as
    // `products/p01.html` (precacheAndRoute's cleanURLs, on by default) and `/` as `index.html`.
    directoryIndex: 'index.html',
    // Pages read their search parameters in the browser (the catalogue's filters, the
    // dashboards' tabs): `/products?sort=price` is `/products`'s page.
    ignoreURLParametersMatching: [/./],
    templatedURLs: Object.fromEntries(CLIENT_ONLY_ROUTES.map((route) => [route, ['app.html']])),
    // Any other page address is answered as the server answers it: the pre-rendered 404 page,
    // which the app draws the address's own page over (a product it does not know, a guarded
    // dashboard's redirect).
    navigateFallback: '/404.html',
    navigateFallbackDenylist: [NOT_A_PAGE],
    // A new version waits until the visitor chooses 'Reload' (the app then asks it to take over),
    // or until no tab runs the old one. Workbox adds the listener for that request
    // ({ type: 'SKIP_WAITING' }) when skipWaiting is false.
    skipWaiting: false,
    // The first version installed takes the tab that installed it, which runs that same build
    // (no version was there before it), so that tab works offline too. A later version never
    // takes a tab this way: it waits, and a tab already run by a worker only changes worker when
    // the new one activates (docs/behaviour.md#offline-and-updates).
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // One file, served with `Cache-Control: no-cache` by nginx and `vite preview`.
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    // The browsers the shop supports (DECISIONS 2026-11-27): no transforms older engines need.
    babelPresetEnvTargets: ['chrome >= 111', 'firefox >= 115', 'safari >= 16.4'],
  };
}

/** Writes `dist`/sw.js for the build in `dist`; returns how many files it precaches and their size. */
export async function generateAppWorker(dist: string): Promise<{ count: number; size: number }> {
  // Loaded here, not with the module: Workbox's build tools (Babel, Rollup) take seconds to load.
  const { generateSW } = await import('workbox-build');
  const { count, size, warnings } = await generateSW(appWorkerOptions(dist));
  if (warnings.length > 0) throw new Error(`Workbox warned while generating ${WORKER_FILE}:\n${warnings.join('\n')}`);
  return { count, size };
}
