import { expect, test } from './journeyTest';

test('the payment page with an empty cart redirects to /cart', async ({ page }) => {
  await page.goto('/crypto-vault-payment');
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});
