import { expect, test, type Page } from './journeyTest';
import { gotoStarted } from './appStarted';

// The production build runs with the client hardening on; it must still leave a shopper's tools
// alone in form fields and on values meant to be copied (docs/behaviour.md).

/** Records, after the page's own listeners ran, whether each context menu was refused. */
async function watchContextMenus(page: Page) {
  await page.addInitScript(() => {
    const seen: boolean[] = [];
    (window as unknown as { contextMenusRefused: boolean[] }).contextMenusRefused = seen;
    window.addEventListener('contextmenu', (event) => seen.push(event.defaultPrevented));
  });
}

const refused = (page: Page) =>
  page.evaluate(() => (window as unknown as { contextMenusRefused: boolean[] }).contextMenusRefused.splice(0));

test('selection and the context menu work in a form field, and stay blocked on plain text', async ({ page }) => {
  await watchContextMenus(page);
  await page.goto('/admin');
  const username = page.getByLabel('Username');
  await username.fill('staff member');
  await username.dblclick();
  expect(
    await username.evaluate((input: HTMLInputElement) => input.selectionEnd! - input.selectionStart!),
  ).toBeGreaterThan(0);
  await username.click({ button: 'right' });
  expect(await refused(page)).toEqual([false]);
  // The keyboard's menu key.
  await username.focus();
  await page.keyboard.press('ContextMenu');
  expect(await refused(page)).toEqual([false]);

  await page.getByRole('heading', { level: 1 }).click({ button: 'right' });
  expect(await refused(page)).toEqual([true]);
});

test('the Bitcoin address can be selected and right-clicked; a refused copy says so', async ({ page }) => {
  await watchContextMenus(page);
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
  });
  await gotoStarted(page, '/products/p01');
  const address = page.getByTestId('btc-address');
  await address.scrollIntoViewIfNeeded();
  await address.dblclick();
  const addressText = (await address.textContent()) ?? '';
  expect(addressText.length).toBeGreaterThan(25);
  expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe(addressText);
  await address.click({ button: 'right' });
  expect(await refused(page)).toEqual([false]);

  await page.getByRole('button', { name: 'Copy Bitcoin address' }).click();
  await expect(page.getByText('Could not copy the Bitcoin address')).toBeVisible();
  await expect(page.getByText('Bitcoin address copied to clipboard')).toHaveCount(0);
});

test('a staff login whose session the browser refuses to store says so, and does not enter', async ({ page }) => {
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (key === 'isAdmin' || key === 'staffRole') throw new DOMException('Quota exceeded', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
  });
  await page.goto('/admin');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: false }).first().fill('command-bridge');
  await page.getByRole('button', { name: 'Access Command Bridge', exact: true }).click();
  await expect(page.getByText('Login could not be completed')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Login successful')).toHaveCount(0);
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('button', { name: 'Access Command Bridge', exact: true })).toBeEnabled();
});
