import { expect, test } from './journeyTest';
import { gotoStarted, holdAppStart } from './appStarted';
import { collectPageErrors } from './consoleErrors';

test('the home page loads with the shared chrome', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/');
  await expect(page).toHaveTitle('CryptoVault');
  await expect(page.getByRole('heading', { level: 1, name: 'CryptoVault' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('End-to-end encrypted | Military-grade security');
  expect(errors).toEqual([]);
});

test('an unknown path shows the 404 page, logs the path, and Back to Home returns home', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await gotoStarted(page, '/this/does/not/exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText("The page you are looking for doesn't exist or has been moved.")).toBeVisible();
  expect(warnings).toContain('404: no page at /this/does/not/exist');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'CryptoVault' })).toBeVisible();
});

test('storage that is not valid JSON never breaks start-up', async ({ page }) => {
  await page.addInitScript(() => {
    for (const key of ['cart', 'csm-credentials', 'review-moderation']) localStorage.setItem(key, '{"broken": [1,');
  });
  const errors = collectPageErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'CryptoVault' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a visitor who scrolls before the app starts stays where they scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  // Hold the app's code until the visitor has scrolled the pre-rendered page.
  const release = await holdAppStart(page);
  await page.goto('/privacy-policy');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(scrollY).toBeGreaterThan(0);
  release();
  await expect(page.locator('html[data-app-started]')).toBeAttached();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
});
