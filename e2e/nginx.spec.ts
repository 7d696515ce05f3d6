import { appSettled, gotoStarted } from './appStarted';
import { expect, test } from './journeyTest';
import { securityHeaders } from '../deploy/securityHeaders';
import { collectPageErrors } from './consoleErrors';
import { nginxPort, startNginx, type RunningNginx } from './nginxServer';
import { handshake, knownTls12Ciphers } from './tlsProbe';
import http2 from 'node:http2';

const NGINX_PORT = nginxPort(0);

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

test("the redirect names the configured server, never the request's Host header", async ({ request }) => {
  const response = await request.get(`${nginx.httpUrl}/cart`, {
    maxRedirects: 0,
    headers: { Host: 'attacker.example' },
  });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe(`${nginx.baseUrl}/cart`);
});

// Mozilla's intermediate profile (deploy/nginx/cryptovault.conf): TLS 1.2 and 1.3 only, and of
// TLS 1.2's suites only forward-secret AEAD ones. The test certificate is RSA, so the ECDSA
// halves of the profile's pairs cannot be negotiated with it.
const INTERMEDIATE_TLS12_WITH_RSA = [
  'ECDHE-RSA-AES128-GCM-SHA256',
  'ECDHE-RSA-AES256-GCM-SHA384',
  'ECDHE-RSA-CHACHA20-POLY1305',
];
const INTERMEDIATE_TLS13 = ['TLS_AES_128_GCM_SHA256', 'TLS_AES_256_GCM_SHA384', 'TLS_CHACHA20_POLY1305_SHA256'];

test('TLS: only versions 1.2 and 1.3 are accepted', () => {
  expect(handshake(nginx.port, { version: 'tls1' }).accepted, 'TLS 1.0').toBe(false);
  expect(handshake(nginx.port, { version: 'tls1_1' }).accepted, 'TLS 1.1').toBe(false);
  expect(handshake(nginx.port, { version: 'tls1_2' })).toMatchObject({ accepted: true, protocol: 'TLSv1.2' });
  expect(handshake(nginx.port, { version: 'tls1_3' })).toMatchObject({ accepted: true, protocol: 'TLSv1.3' });
});

test("TLS 1.2: of every suite OpenSSL knows, only the intermediate profile's are accepted", () => {
  test.setTimeout(120_000);
  const offered = knownTls12Ciphers();
  // The suites the issue found accepted must be among those tried.
  expect(offered).toEqual(expect.arrayContaining(['AES128-SHA', 'AES256-GCM-SHA384', 'ECDHE-RSA-AES128-SHA']));
  const accepted = offered.filter((cipher) => handshake(nginx.port, { version: 'tls1_2', ciphers: cipher }).accepted);
  expect(accepted.sort()).toEqual([...INTERMEDIATE_TLS12_WITH_RSA].sort());
});

test("TLS 1.3: the three standard AEAD suites, not the CCM ones; key exchange on the profile's curves", () => {
  for (const suite of [...INTERMEDIATE_TLS13, 'TLS_AES_128_CCM_SHA256', 'TLS_AES_128_CCM_8_SHA256']) {
    expect(handshake(nginx.port, { version: 'tls1_3', ciphersuites: suite }).accepted, suite).toBe(
      INTERMEDIATE_TLS13.includes(suite),
    );
  }
  expect(handshake(nginx.port, { version: 'tls1_2', groups: 'X25519' })).toMatchObject({
    accepted: true,
    group: 'X25519',
  });
  expect(handshake(nginx.port, { version: 'tls1_2', groups: 'secp521r1' }).accepted, 'P-521 only').toBe(false);
});

test('HTTP/2 is offered (ALPN) and serves the shop', async () => {
  expect(handshake(nginx.port, { version: 'tls1_3', alpn: 'h2,http/1.1' }).alpn).toBe('h2');
  const session = http2.connect(`https://127.0.0.1:${nginx.port}`, { rejectUnauthorized: false });
  try {
    const { status, protocol } = await new Promise<{ status: number; protocol: string | undefined }>(
      (resolve, reject) => {
        session.once('error', reject);
        const stream = session.request({ ':path': '/products', ':authority': '127.0.0.1' });
        stream.once('error', reject);
        stream.once('response', (headers) => {
          resolve({ status: Number(headers[':status']), protocol: session.alpnProtocol });
          stream.close();
        });
        stream.end();
      },
    );
    expect(protocol).toBe('h2');
    expect(status).toBe(200);
  } finally {
    session.close();
  }
});

test('a client-only deep link is answered by the app shell, with the headers', async ({ request }) => {
  const response = await request.get(`${nginx.baseUrl}/admin-dashboard/adm`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  expect(await response.text()).toContain('<div id="root"></div>');
  expectSecurityHeaders(response.headers());
});

test('hashed assets are cached for a year, compressed with Vary; a missing asset is a 404 nobody may keep', async ({
  request,
}) => {
  const shell = await (await request.get(`${nginx.baseUrl}/`)).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(shell)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(`${nginx.baseUrl}${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-type']).toContain('javascript');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['vary']).toMatch(/Accept-Encoding/i);
  expectSecurityHeaders(asset.headers());
  const missing = await request.get(`${nginx.baseUrl}/assets/not-there-123.js`);
  expect(missing.status()).toBe(404);
  // A CDN or browser that kept this miss for a year would break the next release's pages.
  expect(missing.headers()['cache-control']).toBe('no-store');
  expect(missing.headers()['cache-control']).not.toContain('immutable');
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
  // The browser itself fetched the page, and its dozens of scripts, over HTTP/2.
  expect(
    await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
    ),
  ).toBe('h2');
  await page.getByRole('button', { name: 'How long does delivery take?' }).click();
  await expect(page.getByText(/arrive in 3-5 business days/)).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.goto(`${nginx.baseUrl}/coming-soon`);
  await expect(page.getByRole('timer')).toBeVisible();
  // The hardening's greeting shows the production build really started under the policy.
  await expect(page.getByText('Secure connection established')).toBeVisible();
  await appSettled(page);
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
