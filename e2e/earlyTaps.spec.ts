import { expect, test, type Page } from './journeyTest';

// A tap on a pre-rendered page before the app runs has its effect once the app starts, exactly
// once, with feedback at once (docs/behaviour.md#early-taps). A phone: 390 px, 4x CPU slowdown.
// The other early taps are engine journeys, walked in Chromium, Firefox and WebKit
// (scripts/engines/journeys/earlyTaps.mjs, earlyTapCopyAddress.mjs). This one stays here, in
// Chromium, for now. Firefox and WebKit cancel the page's pending loads as the link's navigation
// starts; reloadOnPreloadError used to reload the page being left and so cancel the navigation
// (WebKit every time, Firefox often). It now lets a page being left go (beforeunload, pagehide),
// and both engines reach the product, but their drivers' click fails when the page it lands on
// is gone mid-click (Firefox's input.performActions), so the engine journey waits for a tap that
// tolerates its own navigation.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * Opens `path` as a slow phone would, with the app's code held back until `release` is called,
 * so the tap is sure to land before the app has started.
 */
async function openBeforeTheAppStarts(page: Page, path: string): Promise<() => void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/startApp-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

/**
 * The app has started and replayed the held taps. The replay follows the shell's hydration, which
 * on a loaded machine can come seconds after the code is released.
 */
async function appStarted(page: Page) {
  await expect(page.locator('html[data-app-started]')).toBeAttached({ timeout: 20_000 });
  await expect
    .poll(() => page.evaluate(() => window.cryptovaultEarlyTaps?.pending() ?? 0), { timeout: 15_000 })
    .toBe(0);
}

test('a tap on a product card at first paint opens the product, as a link does without the app', async ({ page }) => {
  const release = await openBeforeTheAppStarts(page, '/products');
  await page.getByRole('link', { name: 'Blue 100' }).click();
  release();
  await expect(page).toHaveURL('/products/p01');
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Blue 100' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/products');
});
