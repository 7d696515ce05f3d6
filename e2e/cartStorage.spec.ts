import { expect, test, type Page } from './journeyTest';
import { collectPageErrors } from './consoleErrors';
import { answerPriceService } from './priceService';
import { appSettled, gotoStarted } from './appStarted';

// Each journey passes the payment page's security-check wait; a busy machine nears the 30 s default.
test.setTimeout(60_000);

/** Adds Blue 100 on its page, then goes to the cart and on to the payment page, all without a reload. */
async function addAndCheckOut(page: Page) {
  await gotoStarted(page, '/products/p01');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText('Your cart will not be kept').first()).toBeVisible();
  await page.getByRole('link', { name: /^Secure Checkout \(1 item in cart\)/ }).click();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByTestId('cart-not-kept'), 'the cart page, once its chunk has loaded').toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByTestId('cart-not-kept')).toContainText('lost when you leave or reload');
  await expect(page.getByRole('spinbutton', { name: 'Quantity of Blue 100' })).toHaveValue('1');
  await page.getByRole('region', { name: 'Order Summary' }).getByRole('link', { name: 'Secure Checkout' }).click();
  // The payment page's guard reads the cart in memory: no bounce back to an empty /cart.
  await expect(page).toHaveURL('/crypto-vault-payment', { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Ultra-Secure Payment System' })).toBeVisible();
  await expect(page.getByTestId('summary-total')).toContainText('0.00400000 BTC');
}

/** From the first script of every page on: the browser will not keep the cart (a full quota). */
async function refuseCartWrites(page: Page) {
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'cart') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
  });
}

test('a full storage quota: the cart works in memory, says so once, and checks out', async ({ page }) => {
  const errors = collectPageErrors(page);
  await answerPriceService(page);
  await refuseCartWrites(page);
  await addAndCheckOut(page);
  await appSettled(page);
  expect(errors).toEqual([]);
});

test('storage blocked outright: the shop starts, the cart works in memory and checks out', async ({ page }) => {
  const errors = collectPageErrors(page);
  await answerPriceService(page);
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
  });
  await addAndCheckOut(page);
  await appSettled(page);
  expect(errors).toEqual([]);
});

test('two tabs adding different lines: both lines are kept', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  // A click on a pre-rendered page before its app has started does nothing.
  await gotoStarted(first, '/products/p01');
  await gotoStarted(second, '/products/p02');
  await first.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(first.getByRole('link', { name: /^Secure Checkout \(1 item in cart\)/ })).toBeVisible();
  // The second tab loaded its cart before the first tab's add: its add must build on it.
  await second.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(second.getByRole('link', { name: /^Secure Checkout \(2 items in cart\)/ })).toBeVisible();
  await expect(first.getByRole('link', { name: /^Secure Checkout \(2 items in cart\)/ })).toBeVisible();
  const stored = JSON.parse((await first.evaluate(() => localStorage.getItem('cart'))) ?? '{}') as {
    lines: { id: string }[];
  };
  expect(stored.lines.map((line) => line.id).sort()).toEqual(['p01', 'p02']);
  await first.goto('/cart');
  await expect(first.getByRole('spinbutton', { name: 'Quantity of Blue 100' })).toHaveValue('1');
  await expect(first.getByRole('spinbutton', { name: 'Quantity of Red 47' })).toHaveValue('1');
});

test('a full storage quota, tapped without waiting: add, the cart from the nav, Secure Checkout at once', async ({
  page,
}) => {
  await answerPriceService(page);
  await refuseCartWrites(page);
  await gotoStarted(page, '/products/p01');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  // No wait for the warning or the save: each tap goes in as soon as its control is there.
  await page.getByRole('link', { name: /^Secure Checkout \(1 item in cart\)/ }).click();
  await page.getByRole('region', { name: 'Order Summary' }).getByRole('link', { name: 'Secure Checkout' }).click();
  await expect(page).toHaveURL('/crypto-vault-loading');
  await expect(page).toHaveURL('/crypto-vault-payment', { timeout: 15_000 });
  await expect(page.getByTestId('summary-total')).toContainText('0.00400000 BTC');
  // And it stays there: nothing sends the shopper back once the app has settled.
  await appSettled(page);
  await expect(page).toHaveURL('/crypto-vault-payment');
});
