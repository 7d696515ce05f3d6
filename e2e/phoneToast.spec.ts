import { expect, test, type Locator, type Page } from './journeyTest';

// On a phone, toasts sit at the top under the nav bar and never cover the first screen's price
// or main button (DECISIONS 2026-11-26), the page's heading or the open mobile menu (2026-11-27:
// an engine journey, scripts/engines/journeys/toastLeavesMenuFree.mjs).
// The secure-connection toast comes 2 s after every load.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function secureConnectionToast(page: Page): Promise<Locator> {
  const title = page.getByText('Secure connection established');
  await expect(title).toBeVisible();
  const toast = page.locator('[data-scope="toast"][data-part="root"]', { has: title });
  // Settled: Zag marks a toast mounted once it has slid in.
  await expect(toast).toHaveAttribute('data-mounted');
  return toast;
}

/**
 * True when a tap at the middle of `target` reaches the page, not a toast: the target itself, or
 * on a card the card's link, which covers the card.
 */
async function hitsItself(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (hit === null || hit.closest('[data-scope="toast"]')) return false;
    return element.contains(hit) || hit.closest('article') === element.closest('article');
  });
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const { path, price, button } of [
  { path: '/products/p01', price: (page: Page) => page.getByText('0.0038 BTC').first(), button: 'Add to Cart' },
  {
    path: '/products',
    price: (page: Page) => page.locator('article').first().getByText(/BTC$/),
    button: 'Add to Cart',
  },
]) {
  test(`on a phone the toast leaves ${path}'s price and '${button}' free`, async ({ page }) => {
    await page.goto(path);
    const toast = await secureConnectionToast(page);
    const toastBox = (await toast.boundingBox())!;
    const headerBox = (await page.locator('header').first().boundingBox())!;
    expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    expect(toastBox.x).toBe(16);
    expect(toastBox.width).toBe(390 - 32);
    expect(overlaps(toastBox, (await page.locator('main h1').boundingBox())!), 'the heading').toBe(false);

    // Where the first screen shows them, nothing lies over the price or the main button.
    for (const target of [price(page), page.getByRole('button', { name: button }).first()]) {
      const box = (await target.boundingBox())!;
      expect(overlaps(toastBox, box)).toBe(false);
      if (box.y + box.height <= 844) expect(await hitsItself(target)).toBe(true);
    }

    const main = page.getByRole('button', { name: button }).first();
    await main.scrollIntoViewIfNeeded();
    await expect(toast).toBeVisible();
    expect(await hitsItself(main)).toBe(true);
  });
}

test('on a phone the toast leaves the page heading free on every shop page it first shows on', async ({ page }) => {
  for (const path of ['/', '/bundles', '/cart', '/how-it-works']) {
    await page.goto(path);
    const toastBox = (await (await secureConnectionToast(page)).boundingBox())!;
    expect(overlaps(toastBox, (await page.locator('main h1').boundingBox())!), path).toBe(false);
  }
});
