import path from 'node:path';
import { expect, test } from './journeyTest';
import { collectPageErrors } from './consoleErrors';
import { appSettled, gotoStarted } from './appStarted';
import { products } from '../src/features/shop/catalogue/products';
import { routeTable } from './routeTable.mjs';

/**
 * One page of each kind that is pre-rendered; what each must show is the route table's. A day
 * other than the build's is judged on these, not on all of them: the route sweep opens every one.
 */
const SAMPLED_PATHS = [
  '/',
  '/products',
  '/products/p01',
  '/bundles',
  '/bundles/bundle01',
  '/packs/six',
  '/cart',
  '/coming-soon',
  '/how-it-works',
  '/features',
  '/privacy-policy',
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/products lists the nine products', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Our Products' })).toBeVisible();
    expect(products).toHaveLength(9);
    for (const product of products) {
      await expect(page.getByRole('heading', { level: 2, name: product.name, exact: true })).toBeVisible();
    }
  });

  test('/products/p01 shows its name, price and description', async ({ page }) => {
    await page.goto('/products/p01');
    await expect(page.getByRole('heading', { level: 1, name: 'Blue 100' })).toBeVisible();
    await expect(page.locator('main')).toContainText('0.0038');
    await expect(page.locator('main')).toContainText('A round sky-blue tablet with a crisp 100 relief');
  });
});

test('the raw HTML of / holds the hero text and its title', async ({ request }) => {
  const response = await request.get('/');
  const html = await response.text();
  expect(html).toContain('Browse Products');
  expect(html).toContain('<title>CryptoVault</title>');
  expect(html).toContain('Highest quality. Fastest delivery. Strongest security.');
});

test('pre-rendered pages start cleanly on a day other than the build day, with their own titles', async ({ page }) => {
  await page.clock.install({ time: new Date('2031-03-17T08:00:00Z') });
  await page.addInitScript(() =>
    localStorage.setItem('cart', JSON.stringify([{ id: 'p01', type: 'product', quantity: 2 }])),
  );
  const routes = routeTable(path.resolve('dist')).filter((route) => SAMPLED_PATHS.includes(route.path));
  expect(routes.map((route) => route.path)).toEqual(SAMPLED_PATHS);
  const errors = collectPageErrors(page);
  for (const { path: address, title } of routes) {
    await gotoStarted(page, address);
    // The HTML was made for this path, so the app hydrated it rather than drawing over it.
    await expect(page.locator('html'), address).toHaveAttribute('data-rendered-path', address);
    await expect(page, address).toHaveTitle(title);
    await expect(page.getByTestId('cart-count'), address).toHaveText('2');
  }
  await appSettled(page);
  expect(errors).toEqual([]);
});

test('robots.txt keeps crawlers out of staff pages and names the sitemap, which lists the shop', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  const rules = await robots.text();
  expect(rules).toContain('Disallow: /admin');
  expect(rules).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/products/p01</loc>');
  expect(sitemap).not.toContain('/admin');
});

test('an unknown path answers 404 with the 404 page', async ({ request, page }) => {
  const response = await request.get('/no/such/page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page Not Found');
  await gotoStarted(page, '/products/zzz');
  await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
});
