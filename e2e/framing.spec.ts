import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from './journeyTest';
import { nginxPort, startNginx, type RunningNginx } from './nginxServer';

const dist = path.resolve(import.meta.dirname, '../dist');
const NGINX_PORT = nginxPort(3);

// The nginx journey's certificate is a throw-away one made for this run.
test.use({ ignoreHTTPSErrors: true });

/** A stranger's page that frames `src`. */
async function foreignPageFraming(page: Page, src: string) {
  await page.route('http://foreign.test/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Foreign</title><iframe src="${src}" width="900" height="600"></iframe>`,
    }),
  );
  await page.goto('http://foreign.test/');
}

test('served by nginx, the shop cannot be framed by another site (frame-ancestors)', async ({ page }) => {
  let nginx: RunningNginx | undefined;
  try {
    nginx = await startNginx(NGINX_PORT);
    await foreignPageFraming(page, `${nginx.baseUrl}/`);
    // Chromium replaces a refused frame with its own error page instead of loading the shop.
    await expect.poll(() => page.frames()[1]?.url() ?? '').toMatch(/^chrome-error:/);
    await expect(page.frameLocator('iframe').getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  } finally {
    nginx?.stop();
  }
});

// Without the server's headers (another host, a misconfigured proxy) the script's own guard still refuses.
test('without the headers, the production build replaces itself with "Framing not allowed"', async ({ page }) => {
  await page.route('http://app.localhost/**', async (route) => {
    const { pathname } = new URL(route.request().url());
    const file = pathname.startsWith('/assets/') ? path.join(dist, pathname) : path.join(dist, 'index.html');
    const contentType = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
    await route.fulfill({ contentType, body: await readFile(file) });
  });
  await foreignPageFraming(page, 'http://app.localhost/');
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { level: 1, name: 'Framing not allowed' })).toBeVisible();
  await expect(frame.getByText('the site cannot be displayed in an iframe')).toBeVisible();
  await expect(frame.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});
