import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { expect, test, type Page } from './journeyTest';
import { collectPageErrors } from './consoleErrors';
import { navigateInApp, storeCart, storeStaffSession } from './inAppMoves.mjs';
import { routeTable, type Route } from './routeTable.mjs';
import { freePort, makeNextRelease, serveBuild, type ServedBuild } from '../scripts/offlineReleases';

// The shop without a network, and a release while a tab is open (docs/behaviour.md#offline-and-updates).
// Every other journey runs without the service worker; these turn it on. Each test serves the
// build itself (scripts/offlineReleases.ts) on a port of its own, so it can stop the server (a lost
// signal, as every engine sees it) or serve the next release at the same address.

test.use({ serviceWorkers: 'allow' });

/** The build under test: dist/, or the folder E2E_DIST names (built with PRERENDER_DIST). */
const DIST = path.resolve(process.env.E2E_DIST ?? 'dist');

/** The staff session a group of routes needs, if any. */
type StoredRole = 'csm' | 'adm' | undefined;

/** The address bar's path and search. */
const addressOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

async function expectShown(page: Page, route: Route) {
  const where = route.landsOn ?? route.path;
  await expect.poll(() => addressOf(page), { message: `${route.path} lands on ${where}` }).toBe(where);
  await expect(page.getByRole('heading', { level: 1, name: route.h1, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(route.title);
}

/** Opens `/` and waits until the app's worker controls the tab: installed, everything precached. */
async function firstVisit(page: Page, url: string) {
  await page.goto(`${url}/`);
  await expect(page.locator('html[data-app-started]')).toBeAttached();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 45_000 });
}

/** The release a page runs: the address of its entry script, which every release names anew. */
const entryScript = (page: Page) => page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');

let served: ServedBuild | undefined;
test.afterEach(async () => {
  await served?.close();
  served = undefined;
});

test('the first visit does not wait for the worker; offline, every kind of address loads in full and reloads', async ({
  context,
  page,
}) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  served = await serveBuild(DIST, await freePort());
  const { url } = served;
  await firstVisit(page, url);
  // The first visit did not wait for the worker: its code was fetched after the page had loaded
  // and the app had started.
  const order = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const worker = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/startAppWorker-'));
    const started = performance.getEntriesByName('startup:hydration-started')[0];
    return { loaded: navigation?.loadEventEnd, started: started?.startTime, worker: worker?.startTime };
  });
  expect(order.worker).toBeGreaterThan(Math.max(order.loaded ?? Infinity, order.started ?? Infinity));

  // The network is gone: the browser is offline, and so is the server.
  await context.setOffline(true);
  await served.close();
  served = undefined;

  // Every route of the route table opening offline in-app, shop and both staff roles, is the
  // cross-engine check's (scripts/engines/journeys/offlineAfterFirstVisit.mjs), in Chromium too.
  const routes = routeTable(DIST);

  // A full load of each kind of address: a pre-rendered page (with a search), the app shell of a
  // client-only route, a guarded dashboard, a redirect and an unknown path; and a reload of each.
  const byPath = (address: string, staff?: Route['staff']) =>
    routes.find((route) => route.path === address && route.staff === staff)!;
  const fullLoads: [StoredRole, Route][] = [
    [undefined, byPath('/products/p01')],
    [undefined, { ...byPath('/products'), path: '/products?q=blue' }],
    [undefined, byPath('/packs/six')],
    [undefined, byPath('/cart')],
    [undefined, byPath('/admin?role=csm')],
    [undefined, byPath('/end-to-end-encryption')],
    [undefined, byPath('/no/such/page')],
    ['csm', byPath('/admin-dashboard/csm?tab=support', 'csm')],
    // A csm session is no adm session: the adm dashboard sends it to the adm login.
    ['csm', { ...byPath('/admin-dashboard/adm'), landsOn: '/admin' }],
  ];
  for (const [role, route] of fullLoads) {
    await test.step(`a full load of ${route.path}${role ? ` (${role})` : ''} offline, and a reload`, async () => {
      await page.evaluate(() => localStorage.clear());
      await page.evaluate(storeCart);
      if (role) await page.evaluate(storeStaffSession, role);
      await page.goto(`${url}${route.path}`);
      await expectShown(page, route);
      await page.reload();
      await expectShown(page, route);
    });
  }
  // Offline, the price service says it uses the default prices (docs/behaviour.md#prices-and-rates).
  const expected = /Failed to load resource|ERR_INTERNET_DISCONNECTED|\(the browser is offline\)/;
  expect(errors.filter((error) => !expected.test(error))).toEqual([]);
});

test.describe('a release while a tab is open', () => {
  let next: string;
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    next = mkdtempSync(path.join(tmpdir(), 'cryptovault-next-release-'));
    await makeNextRelease(DIST, path.join(next, 'dist'));
  });
  test.afterAll(() => rmSync(next, { recursive: true, force: true }));

  test('the tab keeps its version, offers the new one, and Reload brings it', async ({ page }) => {
    test.setTimeout(120_000);
    const port = await freePort();
    served = await serveBuild(DIST, port);
    const { url } = served;
    await firstVisit(page, url);
    const first = await entryScript(page);

    // The next release replaces every file on the server.
    await served.close();
    served = await serveBuild(path.join(next, 'dist'), port);
    const nextEntry = readFileSync(path.join(next, 'dist/index.html'), 'utf8').match(
      /<script type="module"[^>]* src="([^"]+)"/,
    )?.[1];
    expect(nextEntry).not.toBe(first);

    // A page whose code the tab has not loaded yet: the server no longer has it, the cache has.
    await page.getByRole('link', { name: 'View Bundles' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Product Bundles' })).toBeVisible();
    // A full load keeps the tab's version too, and lets the browser find the new worker.
    await page.goto(`${url}/packs/six`);
    await expect(page.getByRole('heading', { level: 1, name: 'Six Pack' })).toBeVisible();
    expect(await entryScript(page)).toBe(first);

    const notice = page.getByRole('region', { name: 'A new version is available' });
    await expect(notice).toBeVisible({ timeout: 45_000 });
    const reload = notice.getByRole('button', { name: 'Reload' });

    // Text typed in a form holds the reload back until it is sent or cleared.
    await page.evaluate(navigateInApp, '/admin');
    const username = page.getByRole('textbox', { name: 'Username' });
    await username.fill('staff member');
    await expect(reload).toBeDisabled();
    await expect(notice).toContainText('Send or clear your form first');
    await username.fill('');
    await expect(reload).toBeEnabled();

    // Nothing reloaded by itself: the same document, still the first release.
    expect(await entryScript(page)).toBe(first);
    await Promise.all([page.waitForEvent('load'), reload.click()]);
    await expect(page.getByRole('heading', { level: 1, name: 'Command Bridge Access' })).toBeVisible();
    expect(await entryScript(page)).toBe(nextEntry);
    await expect(notice).toHaveCount(0);
    // The new version is the one every load gets now.
    await page.goto(`${url}/bundles`);
    await expect(page.getByRole('heading', { level: 1, name: 'Product Bundles' })).toBeVisible();
    expect(await entryScript(page)).toBe(nextEntry);
  });
});

test('installable: the manifest, its icons and the theme colour', async ({ page }) => {
  served = await serveBuild(DIST, await freePort());
  const { url } = served;
  await firstVisit(page, url);
  for (const address of ['/', '/products/p01', '/admin']) {
    await page.goto(`${url}${address}`);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#070b14');
  }
  const response = await page.request.get(`${url}/manifest.webmanifest`);
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'CryptoVault', start_url: '/', display: 'standalone' });
  for (const icon of manifest.icons) {
    const png = PNG.sync.read(await (await page.request.get(`${url}${icon.src}`)).body());
    expect(`${png.width}x${png.height}`).toBe(icon.sizes);
  }
  // The worker's file is asked for again at every check for a release (nginx: scripts/appWorker.test.ts).
  expect((await page.request.get(`${url}/sw.js`)).headers()['cache-control']).toBe('no-cache');
  // Chromium's own verdict: nothing keeps it from offering "Install".
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
});
