import { expect, test, type Page } from './journeyTest';
import { appSettled, gotoStarted } from './appStarted';

test('after a keyboard-activated nav link, focus is on the new page heading and its title is announced', async ({
  page,
}) => {
  await gotoStarted(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Products', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/products');
  await expect(page).toHaveTitle('Browse Our Products · CryptoVault');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Our Products' })).toBeFocused();
  await expect(page.getByTestId('route-announcer')).toHaveText('Browse Our Products · CryptoVault');
});

test('the nav bar stays mounted across navigations', async ({ page }) => {
  await gotoStarted(page, '/');
  const header = await page.locator('header').first().elementHandle();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL('/features');
  expect(await header?.evaluate((element) => element.isConnected)).toBe(true);
});

test('the skip link still moves to the content', async ({ page }) => {
  await gotoStarted(page, '/products');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#/);
});

/** Waits until the app has started and had time to move the page, as it once did after start-up. */
async function settledScroll(page: Page): Promise<number> {
  await expect(page.locator('html[data-app-started]')).toBeAttached();
  await appSettled(page);
  return page.evaluate(() => window.scrollY);
}

test('a typed address opens at the top, even in a tab that scrolled other pages', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoStarted(page, '/');
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
  // Each goto is a typed address: a new document on a history entry the app did not make.
  await page.goto('/privacy-policy');
  expect(await settledScroll(page)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
  await page.goto('/how-it-works');
  expect(await settledScroll(page)).toBe(0);
  // Back to the typed /privacy-policy finds where the visitor left it.
  await page.goBack();
  await expect(page).toHaveURL('/privacy-policy');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
});

test('a reload of a fresh entry stays at the top', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoStarted(page, '/products');
  await page.evaluate(() => window.scrollTo(0, 700));
  await page.goto('/how-it-works');
  await expect(page.locator('html[data-app-started]')).toBeAttached();
  await page.reload();
  expect(await settledScroll(page)).toBe(0);
});

test('a tap the instant a page opens in the app counts: Add to Cart right after the product card', async ({ page }) => {
  await gotoStarted(page, '/products');
  await page.getByRole('link', { name: 'Blue 100' }).click();
  // No wait for the page to settle: the tap goes in as soon as the button is there.
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('link', { name: /^Secure Checkout \(1 item in cart\)/ })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}').lines as unknown))
    .toEqual([{ id: 'p01', type: 'product', quantity: 1 }]);
});
