import { gotoStarted } from './appStarted';
import { expect, test } from '@playwright/test';
import { securityHeaders } from '../deploy/securityHeaders';
import { collectPageErrors } from './consoleErrors';
import { startNginx, type RunningNginx } from './nginxServer';

// nginx listens beside the preview server: E2E_PORT + 2000 (clear of the dev server's 5173 and Storybook's 6006) unless E2E_NGINX_PORT says otherwise.
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 2000);

// The certificate is a throw-away one made for this run.
test.use({ ignoreHTTPSErrors: true });

let nginx: RunningNginx;
test.beforeAll(async () => {
  nginx = await startNginx(NGINX_PORT);
});
test.afterAll(() => nginx?.stop());

function expectSecurityHeaders(headers: Record<string, string>) {
  for (const [name, value] of Object.entries(securityHeaders)) expect(headers[name.toLowerCase()], name).toBe(value);
}

test('nginx sends the security headers with the app shell', async ({ request }) => {
  const response = await request.get(`${nginx.baseUrl}/`);
  expect(response.status()).toBe(200);
  expectSecurityHeaders(response.headers());
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(response.headers()['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
});

test('plain HTTP only redirects to HTTPS, keeping the path', async ({ request }) => {
  const response = await request.get(`${nginx.httpUrl}/products/blue-100?x=1`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe(`${nginx.baseUrl}/products/blue-100?x=1`);
  expect(await response.text()).not.toContain('<div id="root">');
});

test('a client-only deep link is answered by the app shell, with the headers', async ({ request }) => {
  const response = await request.get(`${nginx.baseUrl}/admin-dashboard/adm`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  expect(await response.text()).toContain('<div id="root"></div>');
  expectSecurityHeaders(response.headers());
});

test('hashed assets are cached for a year; a missing asset is a 404, not the app shell', async ({ request }) => {
  const shell = await (await request.get(`${nginx.baseUrl}/`)).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(shell)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(`${nginx.baseUrl}${script}`);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-type']).toContain('javascript');
  expectSecurityHeaders(asset.headers());
  const missing = await request.get(`${nginx.baseUrl}/assets/not-there-123.js`);
  expect(missing.status()).toBe(404);
  expectSecurityHeaders(missing.headers());
});

test('the build manifest and chunk report are not served', async ({ request }) => {
  for (const file of ['/.vite/manifest.json', '/.vite/chunks.json']) {
    expect((await request.get(`${nginx.baseUrl}${file}`)).status(), file).toBe(404);
  }
});

test('the app runs under the served policy without a single violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { cspViolations?: string[] }).cspViolations ??= [];
      (window as unknown as { cspViolations: string[] }).cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  const errors = collectPageErrors(page);
  await gotoStarted(page, `${nginx.baseUrl}/how-it-works`);
  await expect(page.getByRole('heading', { level: 1, name: 'How It Works' })).toBeVisible();
  await page.getByRole('button', { name: 'How long does delivery take?' }).click();
  await expect(page.getByText(/arrive in 3-5 business days/)).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.goto(`${nginx.baseUrl}/coming-soon`);
  await expect(page.getByRole('timer')).toBeVisible();
  // The hardening's greeting shows the production build really started under the policy.
  await expect(page.getByText('Secure connection established')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])).toEqual(
    [],
  );
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
  await expect(page.getByText('Security policy violation detected')).toHaveCount(0);
});

test('vite preview sends the same header set', async ({ request }) => {
  const response = await request.get('/products/p01');
  expect(response.status()).toBe(200);
  expectSecurityHeaders(response.headers());
});
