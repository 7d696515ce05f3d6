import { expect, test, type Page } from './journeyTest';
import { gotoStarted } from './appStarted';
import { auditPhoneLayout } from './phoneLayoutAudit';
import { prerenderPaths } from '../src/app/prerender/prerenderPaths';

// Every screen at an ordinary phone's width and at the narrowest one we support
// (docs/behaviour.md#phones): no sideways scroll, targets of 44x44 px, no cut text.
const WIDTHS = [390, 320] as const;

// Every pre-rendered shop page (each product, bundle and pack included), the client-only shop
// screens, the 404 page and the two staff logins.
const SHOP_PATHS = [
  ...prerenderPaths(),
  '/crypto-vault-loading',
  '/crypto-vault-payment',
  '/no-such-page',
  '/admin',
  '/admin?role=csm',
];

async function expectPhoneLayout(page: Page, where: string): Promise<void> {
  // Let late parts (device panel, live prices, lazily mounted tabs) settle before measuring.
  await page.waitForLoadState('networkidle');
  // A drawer sliding in or a dialog scaling up is measured where it comes to rest.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const faults = await auditPhoneLayout(page);
  const found = [
    faults.pageWidth &&
      `page scrolls sideways: ${faults.pageWidth.scrollWidth} px in ${faults.pageWidth.innerWidth} px`,
    ...faults.wide.map((element) => `wider than the window: ${element}`),
    ...faults.smallTargets.map((element) => `target under 44x44 px: ${element}`),
    ...faults.clippedText.map((text) => `text clipped: ${text}`),
  ].filter(Boolean);
  expect.soft(found, `${where} at ${page.viewportSize()?.width} px`).toEqual([]);
}

async function logIn(page: Page, role: 'adm' | 'csm'): Promise<void> {
  await gotoStarted(page, role === 'csm' ? '/admin?role=csm' : '/admin');
  await page.getByLabel('Username').fill(role === 'csm' ? 'csm' : 'admin');
  await page
    .getByLabel('Password', { exact: false })
    .first()
    .fill(role === 'csm' ? 'service' : 'command-bridge');
  await page.getByRole('button', { name: role === 'csm' ? 'Login' : 'Access Command Bridge', exact: true }).click();
  await expect(page).toHaveURL(`/admin-dashboard/${role}`);
}

// The tests of this file may run side by side in separate workers: the shop pages take over a
// minute one after another, and as one test they ran alone at the end of the journeys.
test.describe.configure({ mode: 'parallel' });

// The shop pages in four runs of pages that follow each other.
const PARTS = 4;
const partSize = Math.ceil(SHOP_PATHS.length / PARTS);
const shopPathParts = Array.from({ length: PARTS }, (_, index) =>
  SHOP_PATHS.slice(index * partSize, (index + 1) * partSize),
);

test.describe('every shop page', () => {
  test.use({ viewport: { width: WIDTHS[0], height: 844 }, isMobile: true, hasTouch: true });

  for (const [index, paths] of shopPathParts.entries()) {
    const first = index * partSize + 1;
    const pages = `pages ${first}-${first + paths.length - 1} of ${SHOP_PATHS.length}`;
    test(`fits the phone at ${WIDTHS.join(' and at ')} px: ${pages}`, async ({ page }) => {
      // Each page started once and measured at both widths. Narrowing a started page is what a
      // rotated or resized phone does; a page that only laid itself out right on a fresh load would
      // fail here.
      test.setTimeout(120_000);
      // A cart with a bundle in it: the cart and payment pages show every kind of line.
      await page.addInitScript(() => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(
          'cart',
          JSON.stringify({
            lines: ['p01', 'p03', 'p06', 'p08'].map((id) => ({ id, type: 'product', quantity: 1 })),
            bundles: [{ id: 'bundle06', quantity: 1 }],
          }),
        );
      });
      for (const path of paths) {
        await page.setViewportSize({ width: WIDTHS[0], height: 844 });
        await gotoStarted(page, path);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 844 });
          await expectPhoneLayout(page, path);
        }
      }
    });
  }
});

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 }, isMobile: true, hasTouch: true });

    test('the customer-service screens fit the phone', async ({ page }) => {
      test.setTimeout(120_000);
      await page.route(/\/reverse\?/, (route) =>
        route.fulfill({ json: { address: { road: 'Damrak', city: 'Amsterdam', country: 'Netherlands' } } }),
      );
      await logIn(page, 'csm');
      for (const tab of ['Customer Accounts', 'Support Requests', 'Customer Feedback', 'Settings']) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
        await expectPhoneLayout(page, `/admin-dashboard/csm, ${tab}`);
      }
      // The drawer and the dialog a phone opens from these lists.
      await page.getByRole('tab', { name: 'Customer Accounts' }).click();
      await page
        .getByRole('button', { name: /^Open record of / })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectPhoneLayout(page, 'the customer record');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await page.getByRole('tab', { name: 'Customer Feedback' }).click();
      await page
        .getByRole('tabpanel', { name: 'Customer Feedback' })
        .getByRole('button', { name: 'Reply' })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectPhoneLayout(page, 'the reply dialog');
      await page.keyboard.press('Escape');
      await gotoStarted(page, '/feedback');
      await expectPhoneLayout(page, '/feedback');
    });

    test('the Command Bridge fits the phone', async ({ page }) => {
      await logIn(page, 'adm');
      await expectPhoneLayout(page, '/admin-dashboard/adm');
    });
  });
}

test('at 1440 px the cart keeps "Bundle discount: Night Owl × 1" on one line', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.addInitScript(() => {
    localStorage.setItem(
      'cart',
      JSON.stringify({
        lines: ['p03', 'p06', 'p08'].map((id) => ({ id, type: 'product', quantity: 1 })),
        bundles: [{ id: 'bundle06', quantity: 1 }],
      }),
    );
  });
  await gotoStarted(page, '/cart');
  const line = page.getByText('Bundle discount: Night Owl × 1');
  await expect(line).toBeVisible();
  const { height, lineHeight } = await line.evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
  }));
  expect(height).toBeLessThan(lineHeight * 1.5);
});
