import { expect, test, type Page } from './journeyTest';
import { appSettled, gotoStarted } from './appStarted';
import { collectPageErrors } from './consoleErrors';
import { storeStaffSession } from './inAppMoves.mjs';

// Two tabs changing the same stored value at the same moment: every change counts
// (docs/behaviour.md#storage). Run with --repeat-each to see it hold run after run.

const CLICKS_PER_TAB = 6;
const CLICK_GAP_MS = 20;
const LINES = [
  { id: 'p01', name: 'Blue 100' },
  { id: 'p02', name: 'Red 47' },
] as const;

/** Runs `clicks` (each finds its button in the page) from the wall-clock time `at`, CLICK_GAP_MS apart. */
function clickAt(page: Page, buttons: { card?: string; label: string }[], at: number) {
  return page.evaluate(
    ({ targets, start, gap }) =>
      new Promise<void>((resolve) => {
        const clickNext = (index: number) => {
          const target = targets[index];
          if (!target) return resolve();
          const scope = target.card ? document.querySelector(`article[aria-label^="${target.card}"]`) : document;
          const button = [...(scope?.querySelectorAll('button') ?? [])].find(
            (candidate) =>
              candidate.getAttribute('aria-label') === target.label || candidate.textContent?.trim() === target.label,
          );
          button?.click();
          setTimeout(() => clickNext(index + 1), gap);
        };
        setTimeout(() => clickNext(0), start - Date.now());
      }),
    { targets: buttons, start: at, gap: CLICK_GAP_MS },
  );
}

async function openCart(page: Page) {
  await gotoStarted(page, '/cart');
  for (const line of LINES)
    await expect(page.getByRole('spinbutton', { name: `Quantity of ${line.name}` })).toHaveValue('1');
}

/**
 * Clicks '+' on alternating lines, starting at `first`, at the wall-clock time `at` (the same in
 * both tabs): Playwright's own clicks queue one after another and would never meet in the middle
 * of a write.
 */
function clickPlusAt(page: Page, first: number, at: number) {
  const buttons = Array.from({ length: CLICKS_PER_TAB }, (_, click) => ({
    label: `Increase quantity of ${LINES[(first + click) % LINES.length]!.name}`,
  }));
  return clickAt(page, buttons, at);
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
  const errors = [first, second].map(collectPageErrors);
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
  for (const page of [first, second]) await appSettled(page);
  expect(errors.flat()).toEqual([]);
});

const approve = (card: string) => ({ card, label: 'Approve' });

/** The review ids a tab's storage holds decisions for. */
const storedIds = async (page: Page) =>
  Object.keys(JSON.parse((await page.evaluate(() => localStorage.getItem('review-moderation'))) ?? '{}')).sort();

test('two tabs approving reviews at the same moment keep every decision', async ({ context }) => {
  await context.addInitScript(storeStaffSession, 'csm' as const);
  const first = await context.newPage();
  const second = await context.newPage();
  const errors = [first, second].map(collectPageErrors);
  for (const page of [first, second]) {
    await page.goto('/feedback');
    await expect(page.getByRole('heading', { name: 'Customer Feedback Management' })).toBeVisible();
  }
  const pending = first.getByRole('article').filter({ has: first.getByRole('button', { name: 'Approve' }) });
  const cards = (await pending.evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-label'))))
    .map((name) => /^Review #\d+ /.exec(name ?? '')?.[0] ?? '')
    .slice(0, 4);
  expect(cards.length).toBeGreaterThanOrEqual(3);

  const at = Date.now() + 500;
  await Promise.all([
    clickAt(first, cards.filter((_, index) => index % 2 === 0).map(approve), at),
    clickAt(second, cards.filter((_, index) => index % 2 === 1).map(approve), at),
  ]);

  const ids = cards.map((card) => /\d+/.exec(card)?.[0]).sort();
  for (const page of [first, second]) await expect.poll(() => storedIds(page)).toEqual(ids);
  await second.reload();
  await expect(second.getByRole('heading', { name: 'Customer Feedback Management' })).toBeVisible();
  expect(await storedIds(second)).toEqual(ids);
  for (const card of cards)
    await expect(second.getByRole('article', { name: new RegExp(`^${card}`) })).toContainText('approved');
  for (const page of [first, second]) await appSettled(page);
  expect(errors.flat()).toEqual([]);
});
