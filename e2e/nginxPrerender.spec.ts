import { expect, test } from './journeyTest';
import { nginxPort, startNginx, type RunningNginx } from './nginxServer';

const NGINX_PORT = nginxPort(5);

// nginx serves HTTPS with a certificate made for the test run.
test.use({ ignoreHTTPSErrors: true });

let nginx: RunningNginx;
test.beforeAll(async () => {
  nginx = await startNginx(NGINX_PORT);
});
test.afterAll(() => nginx?.stop());

test('nginx serves the pre-rendered page of each shopper path', async ({ request }) => {
  for (const [path, text] of [
    ['/', 'Browse Products'],
    ['/products', 'Browse Our Products'],
    ['/products/p01', 'Blue 100'],
  ]) {
    const response = await request.get(`${nginx.baseUrl}${path}`);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
    expect(await response.text(), path).toContain(text);
  }
});

test('client-only routes get the empty app shell', async ({ request }) => {
  for (const path of ['/admin', '/admin-dashboard/adm', '/crypto-vault-payment']) {
    const response = await request.get(`${nginx.baseUrl}${path}`);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain('<div id="root"></div>');
  }
});

test('an unknown path gets status 404 and the 404 page, with the security headers', async ({ request }) => {
  const response = await request.get(`${nginx.baseUrl}/no/such/page`);
  expect(response.status()).toBe(404);
  expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(await response.text()).toContain('Page Not Found');
});

test('robots.txt is a real robots file, and the old encryption address redirects', async ({ request }) => {
  const robots = await request.get(`${nginx.baseUrl}/robots.txt`);
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('Disallow: /admin');
  const moved = await request.get(`${nginx.baseUrl}/end-to-end-encryption`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toMatch(/\/e2e-encryption$/);
});
