import { expect, test } from './journeyTest';
import { gotoStarted } from './appStarted';
import { collectPageErrors } from './consoleErrors';

test('home → product → add 2 → cart shows them with the right total → Secure Checkout', async ({ page }) => {
  const errors = collectPageErrors(page);
  await gotoStarted(page, '/');
  await page.getByRole('main').getByRole('link', { name: 'Browse Products' }).click();
  await expect(page).toHaveURL('/products');
  await page.getByRole('link', { name: 'Blue 100', exact: true }).click();
  await expect(page).toHaveURL('/products/p01');
  await expect(page.getByRole('heading', { level: 1, name: 'Blue 100' })).toBeVisible();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText('Added to cart: Blue 100')).toBeVisible();
  await page.getByRole('link', { name: 'Secure Checkout (2 items in cart)' }).click();
  await expect(page).toHaveURL('/cart');
  const products = page.getByRole('region', { name: 'Products' });
  await expect(products.getByRole('link', { name: 'Blue 100' })).toBeVisible();
  await expect(products.getByRole('spinbutton', { name: 'Quantity of Blue 100' })).toHaveValue('2');
  // 2 x 0.0038 + 0.0002 shipping
  await expect(page.getByTestId('cart-total')).toHaveText('0.00780 BTC');
  await page.getByRole('main').getByRole('link', { name: 'Secure Checkout' }).click();
  await expect(page).toHaveURL('/crypto-vault-loading');
  expect(errors).toEqual([]);
});

test('an unknown product, bundle or pack shows its not-found page', async ({ page }) => {
  await page.goto('/products/p99');
  await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
  await page.goto('/bundles/nope');
  await expect(page.getByRole('heading', { level: 1, name: 'Bundle Not Found' })).toBeVisible();
  await page.goto('/packs/nope');
  await expect(page.getByRole('heading', { level: 1, name: 'Pack Not Found' })).toBeVisible();
});

test('the cart survives a reload, and a corrupted stored cart is repaired', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(
        'cart',
        JSON.stringify([
          { id: 'p02', type: 'product', quantity: 3 },
          { id: 'x', quantity: 99 },
        ]),
      );
    }
  });
  await page.goto('/cart');
  await expect(page.getByRole('spinbutton', { name: 'Quantity of Red 47' })).toHaveValue('3');
  await page.reload();
  await expect(page.getByRole('spinbutton', { name: 'Quantity of Red 47' })).toHaveValue('3');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '{}')).toEqual({
    lines: [{ id: 'p02', type: 'product', quantity: 3 }],
    bundles: [],
  });
});
