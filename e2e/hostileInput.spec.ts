import { expect, test, type Page } from './journeyTest';
import { cryptoPricesFixture } from '../src/mocks/fixtures';
import { appSettled, gotoStarted } from './appStarted';
import { collectPageErrors } from './consoleErrors';

// What a hostile or unlucky visitor met before: every outcome here lost data or hung
// (docs/behaviour.md#storage, #errors, #external-services).

test.setTimeout(90_000);

async function logInAsCsm(page: Page, username = 'csm', password = 'service') {
  await page.goto('/admin?role=csm');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('a 250 000-character reply is refused with a message; every earlier decision survives a reload', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await logInAsCsm(page);
  await expect(page).toHaveURL('/admin-dashboard/csm');
  await page.getByRole('tab', { name: 'Customer Feedback' }).click();
  const feedback = page.getByRole('tabpanel', { name: 'Customer Feedback' });
  await feedback.getByLabel('Status').selectOption('pending');
  // The cards follow the filter a frame after the control (a deferred render): wait for them.
  await expect(feedback.getByRole('article').filter({ hasNotText: /pending/i })).toHaveCount(0);
  const [approved, replied] = [feedback.getByRole('article').nth(0), feedback.getByRole('article').nth(1)];
  const approvedName = (await approved.getAttribute('aria-label')) ?? '';
  const repliedName = (await replied.getAttribute('aria-label')) ?? '';
  const approvedId = /^Review #(\d+)/.exec(approvedName)?.[1];
  const repliedId = /^Review #(\d+)/.exec(repliedName)?.[1];
  await approved.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Review #${approvedId} approved`)).toBeVisible();

  await feedback.getByRole('article', { name: repliedName }).getByRole('button', { name: 'Reply' }).click();
  const dialog = page.getByRole('dialog', { name: `Reply to Review #${repliedId}` });
  await dialog.getByLabel('Your response').fill('x'.repeat(250_000));
  await expect(dialog.getByText('A reply can be at most 2000 characters: shorten it to send it.')).toBeVisible();
  await expect(dialog.getByText('250000 / 2000 characters')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Submit Response' })).toBeDisabled();
  await dialog.getByLabel('Your response').press('Enter');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(`Reply added to review #${repliedId}`)).toHaveCount(0);

  await page.reload();
  // The tab and its filter are in the address, so the reload keeps them; all statuses show both.
  await expect(feedback.getByLabel('Status')).toHaveValue('pending');
  await feedback.getByLabel('Status').selectOption('all');
  await expect(feedback.getByRole('article', { name: approvedName })).toContainText('approved');
  await expect(feedback.getByRole('article', { name: repliedName })).toContainText('pending');
  const stored = await page.evaluate(() => localStorage.getItem('review-moderation') ?? '');
  expect(JSON.parse(stored)).toEqual({ [String(approvedId)]: { status: 'approved' } });
  expect(errors).toEqual([]);
});

test('a 250 000-character username is refused with a message; the saved pair and the old login stay', async ({
  page,
}) => {
  await logInAsCsm(page);
  await expect(page).toHaveURL('/admin-dashboard/csm');
  await page.getByRole('tab', { name: 'Settings' }).click();
  const settings = page.getByRole('form', { name: 'Account Settings' });
  await settings.getByLabel('Username').fill('u'.repeat(250_000));
  await settings.getByLabel('New Password').fill('new-secret-42');
  await settings.getByLabel('Confirm Password').fill('new-secret-42');
  await settings.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Username must be at most 64 characters long')).toBeVisible();
  await expect(page.getByText('Credentials updated successfully')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('csm-credentials'))).toBeNull();
});

test('a stored credential record with 200 000 000 iterations fails the login at once, with a message', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(
      'csm-credentials',
      JSON.stringify({ username: 'helpdesk', salt: 'a1b2', hash: 'f'.repeat(64), iterations: 200_000_000 }),
    );
  });
  await logInAsCsm(page, 'helpdesk', 'anything');
  // Fast: the record is refused before any hashing (200 000 000 rounds would take minutes).
  await expect(page.getByText('Saved credentials were damaged')).toBeVisible({ timeout: 3000 });
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  await expect(page).toHaveURL('/admin?role=csm');
  expect(await page.evaluate(() => localStorage.getItem('csm-credentials'))).toBeNull();
});

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
