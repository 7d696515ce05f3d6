import { expect, test, type Page } from './journeyTest';

// A tap on a pre-rendered page before the app runs has its effect once the app starts, exactly
// once, with feedback at once (docs/behaviour.md#early-taps). A phone: 390 px, 4x CPU slowdown.
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

const storedLines = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('cart') ?? '{"lines":[]}') as { lines: unknown[] }).lines);

test("a tap on 'Add to Cart' at first paint adds the product once", async ({ page }) => {
  const release = await openBeforeTheAppStarts(page, '/products/p01');
  const add = page.getByRole('button', { name: 'Add to Cart' }).first();
  await add.click();
  // Taken at once: the control shows it is pending while the app loads.
  await expect(add).toHaveAttribute('aria-busy', 'true');
  await expect(add).toHaveCSS('outline-style', 'solid');
  await expect(page.locator('html[data-app-started]')).not.toBeAttached();
  release();
  await appStarted(page);
  await expect.poll(() => storedLines(page)).toEqual([{ id: 'p01', type: 'product', quantity: 1 }]);
  await expect(add).not.toHaveAttribute('aria-busy');
  await expect(page.getByRole('link', { name: /^Secure Checkout \(1 item in cart\)/ })).toBeVisible();
  // And only once, however long the page runs.
  await page.waitForTimeout(1000);
  expect(await storedLines(page)).toEqual([{ id: 'p01', type: 'product', quantity: 1 }]);
});

test('taps on the quantity stepper and then Add to Cart are replayed in order', async ({ page }) => {
  const release = await openBeforeTheAppStarts(page, '/products/p01');
  const more = page.getByRole('button', { name: 'Increase quantity' }).first();
  await more.click();
  await more.click();
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  release();
  await appStarted(page);
  await expect.poll(() => storedLines(page)).toEqual([{ id: 'p01', type: 'product', quantity: 3 }]);
});

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

test('a tap on a category tab at first paint selects it once the app runs', async ({ page }) => {
  const release = await openBeforeTheAppStarts(page, '/products');
  const founders = page.getByRole('tab', { name: 'Founders Edition' });
  await founders.click();
  await expect(founders).toHaveAttribute('aria-busy', 'true');
  release();
  await appStarted(page);
  await expect(founders).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL('/products?category=founders');
  // One choice, one history entry. Back at once: the app may not have drawn the tap's address yet.
  await page.goBack();
  await expect(page).toHaveURL('/products');
  await expect(page.getByRole('tab', { name: 'All Products' })).toHaveAttribute('aria-selected', 'true');
  await page.goForward();
  await expect(founders).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => page.locator('article h2').allTextContents()).toEqual(['Blue 100', 'Pac Spirit']);
});

test("a tap on 'Copy Bitcoin address' at first paint copies in the tap itself, and says so once", async ({
  page,
  context,
}) => {
  // WebKit grants the clipboard only inside the user's own gesture, and a replayed tap is a
  // synthetic click: the copy must happen in the tap, not in its replay.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    const calls: { appStarted: boolean; inGesture: boolean }[] = [];
    (window as unknown as { copyCalls: typeof calls }).copyCalls = calls;
    const writeText = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = (text: string) => {
      calls.push({
        appStarted: document.documentElement.hasAttribute('data-app-started'),
        inGesture: navigator.userActivation.isActive,
      });
      return writeText(text);
    };
  });
  const release = await openBeforeTheAppStarts(page, '/products/p01');
  const copy = page.getByRole('button', { name: 'Copy Bitcoin address' });
  await copy.click();
  await expect(copy).toHaveAttribute('aria-busy', 'true');
  release();
  await appStarted(page);
  await expect(page.getByRole('button', { name: 'Bitcoin address copied' })).toBeVisible();
  await expect(page.getByText('Bitcoin address copied to clipboard')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { copyCalls: unknown[] }).copyCalls)).toEqual([
    { appStarted: false, inGesture: true },
  ]);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await page.getByTestId('btc-address').textContent(),
  );
});
