import { expect, test } from './journeyTest';

// A missing file (a deployment replaced it, the network dropped it) never leaves a blank page.

test('a route chunk that fails reloads once by itself, then offers Reload, which recovers', async ({ page }) => {
  let requests = 0;
  let loads = 0;
  let blocked = true;
  page.on('load', () => (loads += 1));
  await page.route(/\/assets\/PrivacyPolicyPage-[^/]+\.js$/, async (route) => {
    requests += 1;
    if (blocked) await route.abort('failed');
    else await route.continue();
  });
  await page.goto('/privacy-policy');

  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // One automatic reload, guarded: no loop. (A load may ask for the file twice: once to hydrate,
  // once more when the router draws the page itself instead.)
  expect(loads).toBe(2);
  await page.waitForTimeout(1000);
  expect(loads).toBe(2);
  expect(requests).toBeGreaterThanOrEqual(2);

  blocked = false;
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

test('when the toaster chunk fails, the page stays', async ({ page }) => {
  await page.route(/\/assets\/Toaster-[^/]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/how-it-works');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('h1')).toBeVisible();
  expect((await page.locator('body').innerText()).trim().length).toBeGreaterThan(100);
});
