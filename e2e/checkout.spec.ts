import { expect, test } from './journeyTest';

test('cart → loading → payment page, coin switch, back to cart', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('cart', JSON.stringify([{ id: 'p01', type: 'product', quantity: 2 }]));
    }
  });
  await page.goto('/cart');
  await page.getByRole('main').getByRole('link', { name: 'Secure Checkout' }).click();
  await expect(page).toHaveURL('/crypto-vault-loading');
  await expect(page).toHaveURL('/crypto-vault-payment', { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Ultra-Secure Payment System' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText('BTC');
  await page.getByText('Monero', { exact: true }).click();
  await expect(summary).toContainText('XMR');
  await page.getByRole('link', { name: 'Return to Cart' }).click();
  await expect(page).toHaveURL('/cart');
});

test('the payment page with an empty cart redirects to /cart', async ({ page }) => {
  await page.goto('/crypto-vault-payment');
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});
