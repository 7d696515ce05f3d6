import { expect, test, type Page } from './journeyTest';
import { shownSats } from './btcAmount';
import { collectPageErrors } from './consoleErrors';
import { answerPriceService } from './priceService';
import { gotoStarted } from './appStarted';

const SHIPPING = 20_000;

// Two bundle pages, the cart twice and the payment page's security-check wait: past the 30 s default.
test.setTimeout(60_000);

/** Buy Now on a bundle page, and the total its checkout section asks for. */
async function buyBundle(page: Page, id: string): Promise<number> {
  await gotoStarted(page, `/bundles/${id}`);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const total = page.getByTestId('checkout-total');
  await expect(total).toBeVisible({ timeout: 15_000 });
  return shownSats(total);
}

test('two bundles: the bundle pages, the cart and the payment page agree on every total', async ({ page }) => {
  const errors = collectPageErrors(page);
  await answerPriceService(page);
  // Ultimate Collection: 0.0311 of products one by one, 0.0218 as a bundle.
  const ultimate = await buyBundle(page, 'bundle12');
  expect(ultimate).toBe(2_180_000 + SHIPPING);

  await page.getByRole('link', { name: /^Secure Checkout \(9 items in cart\)/ }).click();
  await expect(page).toHaveURL('/cart');
  // The URL changes before the cart's chunk has loaded; on a busy machine that takes a while.
  await expect(page.getByTestId('cart-total')).toBeVisible({ timeout: 15_000 });
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText('Bundle discount: Ultimate Collection × 1')).toBeVisible();
  expect(await shownSats(page.getByTestId('cart-total'))).toBe(ultimate);

  // Weekend Retreat shares three of its products with the first bundle: both keep their price.
  const retreat = await buyBundle(page, 'bundle09');
  await page.getByRole('link', { name: /^Secure Checkout \(14 items in cart\)/ }).click();
  await expect(page.getByTestId('cart-total')).toBeVisible({ timeout: 15_000 });
  await expect(summary.getByText('Bundle discount: Weekend Retreat × 1')).toBeVisible();
  const cartTotal = await shownSats(page.getByTestId('cart-total'));
  expect(cartTotal).toBe(ultimate - SHIPPING + retreat);

  await summary.getByRole('link', { name: 'Secure Checkout' }).click();
  await expect(page).toHaveURL('/crypto-vault-payment', { timeout: 15_000 });
  const paymentTotal = page.getByTestId('summary-total');
  await expect(paymentTotal).toContainText('BTC');
  expect(await shownSats(paymentTotal)).toBe(cartTotal);
  await expect(page.getByTestId('summary-bundle-discount')).toHaveCount(2);
  expect(errors).toEqual([]);
});
