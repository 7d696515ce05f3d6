import { expect, test, type Page, type Route } from './journeyTest';
import { collectPageErrors } from './consoleErrors';
import { appSettled, gotoStarted } from './appStarted';

// A missing file (a deployment replaced it, the network dropped it) never leaves a blank page.

test('a route chunk that fails reloads once by itself, then offers Reload, which recovers', async ({ page }) => {
  let requests = 0;
  let loads = 0;
  let blocked = true;
  page.on('load', () => (loads += 1));
  await page.route(/\/assets\/PrivacyPolicyPage-[^/]+\.js$/, async (route) => {
    requests += 1;
    if (blocked) await route.abort('failed');
    else await route.continue();
  });
  await page.goto('/privacy-policy');

  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // One automatic reload, guarded: no loop. (A load may ask for the file twice: once to hydrate,
  // once more when the router draws the page itself instead.) The second document's load event
  // can come after its notice shows, so the count is awaited, then judged again once it settled.
  await expect.poll(() => loads).toBe(2);
  await appSettled(page);
  expect(loads).toBe(2);
  expect(requests).toBeGreaterThanOrEqual(2);

  blocked = false;
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

// The chunks start-up itself imports: the app, the theme's system made beside it, and React DOM.
for (const [name, chunk] of [
  ['the app', /\/assets\/startApp-[^/]+\.js$/],
  ["the theme's system", /\/assets\/system-[^/]+\.js$/],
  ['React DOM', /\/assets\/client-[^/]+\.js$/],
] as const) {
  test(`start-up code that fails (${name}): one reload by itself, then a notice instead of a blank page, whose Reload recovers`, async ({
    page,
  }) => {
    let blocked = true;
    // Documents asked for, not load events: the reload can start before the first one's load event.
    const loads = documentLoads(page);
    // The notice is logged when shown: never on the first load, whose failure reloads the page.
    const noticed: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('The app could not start')) noticed.push(page.url());
    });
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await page.route(chunk, (route) => (blocked ? route.abort('failed') : route.continue()));
    // A client-only route: its HTML is the empty app shell, so without the notice the page is blank.
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Part of the site did not arrive');
    expect(loads).toEqual(['/cart', '/cart']);
    await appSettled(page);
    expect(loads).toEqual(['/cart', '/cart']);
    expect(noticed).toHaveLength(1);
    expect(uncaught).toEqual([]);

    blocked = false;
    await page.getByRole('link', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
}

test('when the toaster chunk fails, the page stays', async ({ page }) => {
  await page.route(/\/assets\/Toaster-[^/]+\.js$/, (route) => route.abort('failed'));
  // A chunk that fails first reloads the page once (a new deployment may have replaced it); the
  // second failure stays. That reload comes whenever the toaster asks for its chunk after start-up,
  // late on a busy machine (it once cut a look at the page short): the page is judged after it.
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/how-it-works');
  await expect.poll(() => loads).toBe(2);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await appSettled(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('h1')).toBeVisible();
  expect((await page.locator('body').innerText()).trim().length).toBeGreaterThan(100);
});

// Firefox and WebKit drop a page's loads as soon as a tap on a link starts its navigation
// (reloadOnPreloadError.ts). A part that loads after start-up and loses its chunk so waits: the page
// is going, and an error it logged would only be noise (a WebKit engine run caught the toaster
// logging one as the journey left /products/p01).
test('a chunk dropped while the page is being left logs nothing', async ({ page }) => {
  const errors = collectPageErrors(page);
  let leaving = false;
  let held: Route | undefined;
  const asked = new Promise<void>((resolve) => {
    void page.route(/\/assets\/Toaster-[^/]+\.js$/, async (route) => {
      if (leaving) return route.abort('failed');
      held = route;
      resolve();
    });
  });
  await page.goto('/how-it-works');
  await asked;
  // The browser starts to leave (as a tap on a link does), then drops the chunk's load.
  leaving = true;
  await page.evaluate(() => window.dispatchEvent(new Event('beforeunload')));
  await held?.abort('failed');
  await appSettled(page);
  // The browser's own line for the load it dropped is not the app's.
  expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  await expect(page.locator('h1')).toBeVisible();
});

/** Every document the tab asks for from now on, in order, by path (the app's own history moves are not). */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads.push(new URL(request.url()).pathname);
  });
  return loads;
}

// The failure that matters most is on the second page: the shopper is on a running app and taps a
// link whose page's code cannot load. The tap must never be undone silently
// (DECISIONS.md, rulings of 2026-11-27).
test.describe('a link whose page cannot load, tapped after start-up', () => {
  const BUNDLES_CHUNK = /\/assets\/BundlesPage-[^/]+\.js$/;

  test('new files exist: the page asked for opens, by a full load of its address', async ({ page }) => {
    let failed = 0;
    await page.route(BUNDLES_CHUNK, async (route) => {
      // The first request meets the old deployment's missing file; the full load gets the new one.
      if (failed === 0) {
        failed += 1;
        await route.abort('failed');
      } else await route.continue();
    });
    await gotoStarted(page, '/');
    const loads = documentLoads(page);
    await page.getByRole('link', { name: 'View Bundles' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Product Bundles' })).toBeVisible();
    await expect(page).toHaveURL(/\/bundles$/);
    await expect(page.locator('html[data-app-started]')).toBeAttached();
    expect(failed).toBe(1);
    // It never went back to the page the shopper left.
    expect(loads.filter((path) => path !== '/bundles')).toEqual([]);
    // And Back goes there, as after any tap on a link.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'View Bundles' }).first()).toBeVisible();
  });

  test('the network dropped it: the error screen at the address asked for, with Reload and the reason', async ({
    page,
  }) => {
    await page.route(BUNDLES_CHUNK, (route) => route.abort('failed'));
    await gotoStarted(page, '/');
    const loads = documentLoads(page);
    await page.getByRole('link', { name: 'View Bundles' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    await expect(page).toHaveURL(/\/bundles$/);
    await expect(page.getByText('The site may have just been updated, or the connection dropped.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await appSettled(page);
    expect(loads.filter((path) => path !== '/bundles')).toEqual([]);
    await expect(page).toHaveURL(/\/bundles$/);
  });

  test('offline: the address asked for says it needs a connection, and opens once back online', async ({
    page,
    context,
  }) => {
    await gotoStarted(page, '/');
    await context.setOffline(true);
    const loads = documentLoads(page);
    await page.getByRole('link', { name: 'View Bundles' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page).toHaveURL(/\/bundles$/);
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Product Bundles' })).toBeVisible();
    await expect(page).toHaveURL(/\/bundles$/);
    expect(loads.filter((path) => path !== '/bundles')).toEqual([]);
  });
});
