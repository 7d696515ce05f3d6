import { expect, test } from './journeyTest';
import { gotoStarted } from './appStarted';

// Every screen at a phone's widths (390 and 320 px: no sideways scroll, targets of 44x44 px, no
// cut text) is the engines' route sweep, in Chromium, Firefox and WebKit
// (scripts/engines/journeys/routeSweep.mjs, phoneLayoutAudit.mjs). This one is a desktop's.
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
