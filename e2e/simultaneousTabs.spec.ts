import { expect, test, type Page } from '@playwright/test';
import { gotoStarted } from './appStarted';
import { collectPageErrors } from './consoleErrors';

// Two tabs changing the same stored value at the same moment: every change counts
// (docs/behaviour.md#storage). Run with --repeat-each to see it hold run after run.

const CLICKS_PER_TAB = 6;
const CLICK_GAP_MS = 20;
const LINES = [
  { id: 'p01', name: 'Blue 100' },
  { id: 'p02', name: 'Red 47' },
] as const;

async function openCart(page: Page) {
  await gotoStarted(page, '/cart');
  for (const line of LINES)
    await expect(page.getByRole('spinbutton', { name: `Quantity of ${line.name}` })).toHaveValue('1');
}

/**
 * Clicks '+' on alternating lines, starting at `first`, beginning at the wall-clock time `at`
 * (the same in both tabs) with a click every CLICK_GAP_MS: Playwright's own clicks queue one
 * after another and would never meet in the middle of a write.
 */
async function clickPlusAt(page: Page, first: number, at: number) {
  const labels = Array.from(
    { length: CLICKS_PER_TAB },
    (_, click) => `Increase quantity of ${LINES[(first + click) % LINES.length]!.name}`,
  );
  await page.evaluate(
    ({ buttons, start, gap }) =>
      new Promise<void>((resolve) => {
        const clickNext = (index: number) => {
          if (index === buttons.length) return resolve();
          document.querySelector<HTMLButtonElement>(`button[aria-label="${buttons[index]}"]`)?.click();
          setTimeout(() => clickNext(index + 1), gap);
        };
        setTimeout(() => clickNext(0), start - Date.now());
      }),
    { buttons: labels, start: at, gap: CLICK_GAP_MS },
  );
}

test('two tabs clicking + on the cart at the same moment keep all 12 of 12 clicks', async ({ context }) => {
  await context.addInitScript(() => {
    if (localStorage.getItem('cart') === null)
      localStorage.setItem(
        'cart',
        JSON.stringify({
          lines: [
            { id: 'p01', type: 'product', quantity: 1 },
            { id: 'p02', type: 'product', quantity: 1 },
          ],
          bundles: [],
        }),
      );
  });
  const first = await context.newPage();
  const second = await context.newPage();
  const errors = [...collectPageErrors(first), ...collectPageErrors(second)];
  await openCart(first);
  await openCart(second);

  const at = Date.now() + 500;
  await Promise.all([clickPlusAt(first, 0, at), clickPlusAt(second, 1, at)]);

  // 1 + 6 on each line: three clicks from each tab on each of the two lines.
  const expected = 1 + CLICKS_PER_TAB;
  for (const page of [first, second]) {
    for (const line of LINES)
      await expect(page.getByRole('spinbutton', { name: `Quantity of ${line.name}` })).toHaveValue(String(expected));
  }
  const stored = JSON.parse((await first.evaluate(() => localStorage.getItem('cart'))) ?? '{}') as {
    lines: { id: string; quantity: number }[];
  };
  expect(stored.lines.map(({ id, quantity }) => [id, quantity])).toEqual(LINES.map(({ id }) => [id, expected]));
  await first.reload();
  for (const line of LINES)
    await expect(first.getByRole('spinbutton', { name: `Quantity of ${line.name}` })).toHaveValue(String(expected));
  expect(errors).toEqual([]);
});
