import { expect, test } from './journeyTest';

test("the cart button's list loads on first hover, not with the page, and closes on Escape", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  const button = page.getByRole('link', { name: /^Secure Checkout \(0 items in cart\)/ });
  await expect(button).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => path.includes('CartHoverList'))).toEqual([]);

  await button.hover();
  const list = page.getByRole('tooltip');
  await expect(list).toHaveText('Your cart is empty');
  expect(scripts.filter((path) => path.includes('CartHoverList'))).toHaveLength(1);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
});
