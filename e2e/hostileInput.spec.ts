import { expect, test } from './journeyTest';
import { cryptoPricesFixture } from '../src/mocks/fixtures';
import { appSettled, gotoStarted } from './appStarted';

// What a hostile or unlucky visitor met before, where it needs a request answered or the network
// cut by DevTools: every outcome here lost data or hung (docs/behaviour.md#errors,
// #external-services). The oversized values and the damaged credential record are journeys in
// every engine (scripts/engines/journeys/hostileInput.mjs).

test('a well-formed but absurd price answer (BTC at 1 000 USD) is refused like a malformed one', async ({ page }) => {
  await page.route('**/simple/price?**', (route) =>
    route.fulfill({ json: { ...cryptoPricesFixture, bitcoin: { usd: 1000 } } }),
  );
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('cart', JSON.stringify([{ id: 'p01', type: 'product', quantity: 2 }]));
  });
  await page.goto('/crypto-vault-payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Ultra-Secure Payment System' })).toBeVisible();
  await expect(page.getByText('Could not fetch latest crypto rates')).toBeVisible();
  await expect(page.getByText('Showing the default rates.')).toBeVisible();
  await page.getByText('Ethereum', { exact: true }).click();
  // 56 000 / 3 000 from the defaults, not 1 000 / 3 500 from the answer.
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(
    '1 BTC = 18.666667 ETH (default rates)',
  );
});

test('offline, a page whose code is not loaded shows the offline screen, then recovers when back online', async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  let loads = 0;
  page.on('load', () => (loads += 1));
  await gotoStarted(page, '/');
  await context.setOffline(true);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('This page needs a connection')).toBeVisible();
  // No automatic reload: it would end on the browser's own offline error page.
  await appSettled(page);
  expect(loads).toBe(1);
  // Pages already loaded keep working.
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'CryptoVault' })).toBeVisible();
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible({ timeout: 15_000 });
  // The reloaded page is pre-rendered: its heading shows before the load event, so wait for that.
  await expect.poll(() => loads).toBe(2);
  expect(errors).toEqual([]);
});
