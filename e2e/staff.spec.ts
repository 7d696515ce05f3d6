import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './journeyTest';
import { collectPageErrors } from './consoleErrors';

// The device panel's position and place: granted and answered here, never by the public service.
test.use({ permissions: ['geolocation'], geolocation: { latitude: 52.3676, longitude: 4.9041 } });
test.beforeEach(async ({ page }) => {
  await page.route(/\/reverse\?/, (route) =>
    route.fulfill({ json: { address: { road: 'Damrak', city: 'Amsterdam', country: 'Netherlands' } } }),
  );
});

const NEW_USERNAME = 'helpdesk';
const NEW_PASSWORD = 'new-secret-42';

async function logIn(page: Page, role: 'adm' | 'csm', username: string, password: string) {
  await page.goto(role === 'csm' ? '/admin?role=csm' : '/admin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: role === 'csm' ? 'Login' : 'Access Command Bridge', exact: true }).click();
}

async function storedValues(page: Page): Promise<string> {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .map((key) => `${key}=${localStorage.getItem(key)}`)
      .join('\n'),
  );
}

test('csm: accounts page 2, a ticket, moderate a review, change credentials, log in again', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  await logIn(page, 'csm', 'csm', 'service');
  await expect(page).toHaveURL('/admin-dashboard/csm');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Service Dashboard' })).toBeVisible();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page.getByText('Damrak, Amsterdam, Netherlands')).toBeVisible();
  await expect(page.getByText('203.0.113.xxx')).toBeVisible();

  await expect(page.getByText('Showing 10 of 100 customers')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 10')).toBeVisible();
  await expect(page.getByText(/CUS-00011/)).toBeVisible();

  await page.getByRole('tab', { name: 'Support Requests' }).click();
  await page.getByRole('list', { name: 'Tickets' }).getByRole('button').first().click();
  await expect(page.getByText('Support Response System')).toBeVisible();

  await page.getByRole('tab', { name: 'Customer Feedback' }).click();
  const feedback = page.getByRole('tabpanel', { name: 'Customer Feedback' });
  await feedback.getByLabel('Status').selectOption('pending');
  // The cards follow the filter a frame after the control (a deferred render): wait for them.
  await expect(feedback.getByRole('article').filter({ hasNotText: /pending/i })).toHaveCount(0);
  const card = feedback.getByRole('article').first();
  const name = (await card.getAttribute('aria-label')) ?? '';
  const [, id, author] = /^Review #(\d+) by (.+)$/.exec(name) ?? [];
  expect(id).toBeTruthy();
  await card.getByRole('button', { name: 'Reply' }).click();
  const dialog = page.getByRole('dialog', { name: `Reply to Review #${id}` });
  await dialog.getByLabel('Your response').fill('Thank you, glad it arrived safely.');
  await dialog.getByText('Approve this review when submitting response').click();
  await dialog.getByRole('button', { name: 'Submit Response' }).click();
  await expect(page.getByText(`Reply added to review #${id}`)).toBeVisible();

  await page.reload();
  // The tab and its filter are in the address, so the reload keeps them; the reply is approved now.
  await expect(feedback.getByLabel('Status')).toHaveValue('pending');
  await feedback.getByLabel('Status').selectOption('all');
  await feedback.getByRole('searchbox', { name: 'Search reviews...' }).fill(author ?? '');
  const kept = feedback.getByRole('article', { name });
  await expect(kept).toContainText('Thank you, glad it arrived safely.');
  await expect(kept).toContainText('approved');

  await page.getByRole('tab', { name: 'Settings' }).click();
  const settings = page.getByRole('form', { name: 'Account Settings' });
  await settings.getByLabel('Username').fill(NEW_USERNAME);
  await settings.getByLabel('New Password').fill(NEW_PASSWORD);
  await settings.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await settings.getByRole('button', { name: 'Save Changes' }).click();
  await expect(settings.getByRole('button', { name: 'Saving Changes...' })).toBeDisabled();
  await expect(page.getByText('Credentials updated successfully')).toBeVisible();

  const stored = await storedValues(page);
  expect(stored).toContain('isAdmin=true');
  expect(stored).not.toContain(NEW_PASSWORD);
  expect(stored).not.toContain('service');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/admin?role=csm');
  expect(await page.evaluate(() => localStorage.getItem('isAdmin'))).toBeNull();

  await logIn(page, 'csm', 'csm', 'service');
  // The toast, and the password field's own message (issue 34), both say so.
  await expect(page.getByText('Invalid credentials', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid credentials: check the username and password.')).toBeVisible();
  await page.getByLabel('Username').fill(NEW_USERNAME);
  await page.getByLabel('Password', { exact: false }).first().fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/admin-dashboard/csm');
  expect(errors).toEqual([]);
});

test('adm: log in, open a module, log out', async ({ page }) => {
  await logIn(page, 'adm', 'admin', 'command-bridge');
  await expect(page).toHaveURL('/admin-dashboard/adm');
  await expect(page.getByRole('heading', { level: 1, name: 'Command Bridge' })).toBeVisible();
  await page.getByRole('button', { name: /^Network Topology/ }).click();
  const terminal = page.getByRole('log', { name: 'Terminal output' });
  await expect(terminal).toContainText('Loading Network Topology module...');
  await expect(terminal).toContainText('Network Topology module initialized successfully');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(terminal).toContainText('Initiating logout sequence...');
  await expect(page).toHaveURL('/admin');
  expect(await page.evaluate(() => localStorage.getItem('isAdmin'))).toBeNull();
  await page.goto('/admin-dashboard/adm');
  await expect(page).toHaveURL('/admin');
  await expect(page.getByText('Admin access required')).toBeVisible();
});

test('a csm session is refused on the adm dashboard', async ({ page }) => {
  await logIn(page, 'csm', 'csm', 'service');
  await expect(page).toHaveURL('/admin-dashboard/csm');
  await page.goto('/admin-dashboard/adm');
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Command Bridge Access' })).toBeVisible();
  await expect(page.getByText('Admin access required')).toBeVisible();
  // The csm's own screens still open, and /admin?role=csm goes straight to its dashboard.
  await page.goto('/admin?role=csm');
  await expect(page).toHaveURL('/admin-dashboard/csm');
  await page.goto('/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Feedback Management' })).toBeVisible();
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
