import { expect, test } from './journeyTest';
import { gotoStarted, holdAppStart } from './appStarted';

const cartButton = /^Secure Checkout \(0 items in cart\)/;

test("the cart button's list loads on first hover, not with the page, and closes on Escape", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await gotoStarted(page, '/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => path.includes('CartHoverList'))).toEqual([]);

  await page.getByRole('link', { name: cartButton }).hover();
  const list = page.getByRole('tooltip');
  await expect(list).toHaveText('Your cart is empty');
  expect(scripts.filter((path) => path.includes('CartHoverList'))).toHaveLength(1);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
});

test('a pointer resting on the cart button before the app runs gets its list once it does', async ({ page }) => {
  // The app's code is held until the pointer is on the pre-rendered button: its pointerenter
  // then reaches no handler, as on a slow phone or a busy machine.
  const release = await holdAppStart(page);
  await page.goto('/');
  await page.getByRole('link', { name: cartButton }).hover();
  release();
  await expect(page.locator('html[data-app-started]')).toBeAttached();
  await expect(page.getByRole('tooltip')).toHaveText('Your cart is empty');
});
