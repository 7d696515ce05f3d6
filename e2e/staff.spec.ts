import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './journeyTest';
import { collectPageErrors } from './consoleErrors';
import { appSettled } from './appStarted';

// The device panel's position and place: granted and answered here, never by the public service.
test.use({ permissions: ['geolocation'], geolocation: { latitude: 52.3676, longitude: 4.9041 } });
test.beforeEach(async ({ page }) => {
  await page.route(/\/reverse\?/, (route) =>
    route.fulfill({ json: { address: { road: 'Damrak', city: 'Amsterdam', country: 'Netherlands' } } }),
  );
});

async function logIn(page: Page, role: 'adm' | 'csm', username: string, password: string) {
  await page.goto(role === 'csm' ? '/admin?role=csm' : '/admin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: role === 'csm' ? 'Login' : 'Access Command Bridge', exact: true }).click();
}

// The csm's day, the adm's console and the guards' refusals are engine journeys, walked in
// Chromium, Firefox and WebKit (scripts/engines/journeys/staffJourney.mjs, admConsole.mjs). What
// needs Playwright's own powers stays here: a granted position, two tabs, the build's files.
test('csm: with the position granted, the device panel names its place', async ({ page }) => {
  const errors = collectPageErrors(page);
  await logIn(page, 'csm', 'csm', 'service');
  await expect(page).toHaveURL('/admin-dashboard/csm');
  await expect(page.getByText('Damrak, Amsterdam, Netherlands')).toBeVisible();
  await appSettled(page);
  expect(errors).toEqual([]);
});

test('a production build holds no adm password, only its salted hash', () => {
  test.setTimeout(120_000);
  // A password no source file contains, so finding it anywhere in the output means it leaked.
  const password = `zebra-orbit-${process.pid}-7391`;
  const outDir = mkdtempSync(path.join(tmpdir(), 'cryptovault-adm-'));
  try {
    const build = spawnSync(
      'node_modules/.bin/vite',
      ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      {
        env: { ...process.env, ADM_PASSWORD: password },
        encoding: 'utf8',
      },
    );
    expect(build.status, build.stderr).toBe(0);
    const files = readdirSync(outDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(files.length).toBeGreaterThan(0);
    const shipped = files.map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
    expect(shipped.some((body) => body.includes(password))).toBe(false);
    expect(shipped.some((body) => /hash["`:\s]+[0-9a-f]{64}/.test(body))).toBe(true);
    expect(shipped.some((body) => /iterations["`:\s]+6e5|iterations["`:\s]+600000/.test(body))).toBe(true);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});

test('a logout in one tab sends the other tab back to the login', async ({ page, context }) => {
  await logIn(page, 'csm', 'csm', 'service');
  await expect(page).toHaveURL('/admin-dashboard/csm');
  const other = await context.newPage();
  await other.goto('/admin-dashboard/csm');
  await expect(other.getByRole('heading', { level: 1, name: 'Customer Service Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  // The guard sends it to `?role=csm&denied=1`, and the login drops the flag as soon as it has
  // said why: the address to wait for is the one it settles on, with the notice shown.
  await expect(other).toHaveURL('/admin?role=csm');
  await expect(other.getByText('Admin access required')).toBeVisible();
});
