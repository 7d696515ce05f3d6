import { expect, test } from './journeyTest';
import { gotoStarted } from './appStarted';

test('after a keyboard-activated nav link, focus is on the new page heading and its title is announced', async ({
  page,
}) => {
  await gotoStarted(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Products', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/products');
  await expect(page).toHaveTitle('Browse Our Products · CryptoVault');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Our Products' })).toBeFocused();
  await expect(page.getByTestId('route-announcer')).toHaveText('Browse Our Products · CryptoVault');
});

test('the skip link still moves to the content', async ({ page }) => {
  await gotoStarted(page, '/products');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#/);
});
