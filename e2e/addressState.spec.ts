import { expect, test, type Page } from './journeyTest';
import { gotoStarted } from './appStarted';

// What a shopper or staff member chooses lives in the address (docs/behaviour.md#state-in-the-address).

const cardNames = (page: Page) => page.locator('article h2').allTextContents();

async function expectFoundersSearch(page: Page) {
  await expect(page.getByRole('tab', { name: 'Founders Edition' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('searchbox', { name: 'Search products...' })).toHaveValue('blue');
  await expect.poll(() => cardNames(page)).toEqual(['Blue 100']);
}

test('the catalogue view survives a reload and Back, and opens from a copied link', async ({ page, browser }) => {
  await gotoStarted(page, '/products');
  const allProducts = await cardNames(page);
  await page.getByRole('tab', { name: 'Founders Edition' }).click();
  await expect(page).toHaveURL('/products?category=founders');
  await page.getByRole('searchbox', { name: 'Search products...' }).pressSequentially('blue');
  await expect(page).toHaveURL('/products?category=founders&q=blue');
  await expectFoundersSearch(page);

  await page.reload();
  await expect(page.locator('html[data-app-started]')).toBeAttached();
  await expectFoundersSearch(page);

  // Into a product and Back: the same view.
  await page.getByRole('link', { name: 'Blue 100' }).click();
  await expect(page).toHaveURL('/products/p01');
  await page.goBack();
  await expect(page).toHaveURL('/products?category=founders&q=blue');
  await expectFoundersSearch(page);

  // Typing replaced the history entry; the tab was a step of its own.
  await page.goBack();
  await expect(page).toHaveURL('/products');
  await expect(page.getByRole('tab', { name: 'All Products' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('searchbox', { name: 'Search products...' })).toHaveValue('');
  await expect.poll(() => cardNames(page)).toEqual(allProducts);

  const copied = await browser.newPage();
  await gotoStarted(copied, '/products?category=founders&q=blue');
  await expectFoundersSearch(copied);
  await copied.close();
});

test('unknown catalogue values open the default view', async ({ page }) => {
  await gotoStarted(page, '/products');
  const allProducts = await cardNames(page);
  await gotoStarted(page, '/products?category=nonsense&sort=sideways');
  await expect(page.getByRole('tab', { name: 'All Products' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => cardNames(page)).toEqual(allProducts);
});

test('the back office tab, filters and page survive a reload and Back, and open from a copied link', async ({
  page,
  context,
}) => {
  await page.goto('/admin?role=csm');
  await page.getByLabel('Username').fill('csm');
  await page.getByLabel('Password', { exact: false }).first().fill('service');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/admin-dashboard/csm');

  await page.getByRole('radiogroup', { name: 'Account lists' }).getByText('Active', { exact: true }).click();
  await page.getByLabel('Status').selectOption('active');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL('/admin-dashboard/csm?list=active&status=active&page=2');
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Active' })).toBeChecked();
  await expect(page.getByLabel('Status')).toHaveValue('active');
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

  await page.getByRole('tab', { name: 'Support Requests' }).click();
  await expect(page).toHaveURL('/admin-dashboard/csm?tab=support');
  await page.getByRole('tab', { name: 'Customer Feedback' }).click();
  await expect(page).toHaveURL('/admin-dashboard/csm?tab=feedback');
  // Back steps through the tabs, then through the choices made on the first one.
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Support Requests' })).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Customer Accounts' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/admin-dashboard/csm?list=active&status=active');
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();

  // A link copied into another tab of the same session.
  const copied = await context.newPage();
  await copied.goto('/admin-dashboard/csm?tab=support');
  await expect(copied.getByRole('tab', { name: 'Support Requests' })).toHaveAttribute('aria-selected', 'true');
  await expect(copied.getByText('Showing 30 of 30 tickets')).toBeVisible();
});
