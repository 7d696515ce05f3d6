import { expect, test, type Locator, type Page } from './journeyTest';
import { collectPageErrors } from './consoleErrors';
import { gotoStarted } from './appStarted';

// Enough stops to cross the longest page (nav, filters, a grid of cards) without looping forever.
const MAX_TAB_STOPS = 80;

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would. Fails if it is
 * never reached, and checks the focused element shows a focus indicator when it gets there.
 */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  const handle = await target.elementHandle();
  for (let stop = 0; stop < MAX_TAB_STOPS; stop += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await page.evaluate((element) => element === document.activeElement, handle)) {
      const indicator = await target.evaluate((element) => {
        const style = getComputedStyle(element);
        return (
          (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'
        );
      });
      expect(indicator, 'the focused element shows a focus ring').toBe(true);
      return;
    }
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('keyboard alone: browse, search, open a product, change quantity, add to cart, reach checkout', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await gotoStarted(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Browse: the nav's Products link.
  await tabTo(page, page.getByRole('navigation').first().getByRole('link', { name: 'Products', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/products');

  // Search, then narrow with a category tab chosen by arrow keys.
  const search = page.getByRole('searchbox', { name: 'Search products...' });
  await tabTo(page, search);
  await page.keyboard.type('red');
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(search).toHaveValue('');
  await tabTo(page, page.getByRole('tab', { name: 'All Products' }));
  for (const next of ['Founders Edition', 'Special Edition']) {
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: next })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: next })).toBeFocused();
  }
  await expect(page.getByRole('article').getByRole('heading')).toHaveText(['Red 47', 'Rose Triangle']);

  // Open the product from its card.
  await tabTo(page, page.getByRole('link', { name: 'Red 47', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/products/p02');
  await expect(page.getByRole('heading', { level: 1, name: 'Red 47' })).toBeVisible();

  // Change the quantity: the stepper's field is a spinbutton, so the arrow keys step it (its
  // +/- buttons are for pointers and stay out of the tab order, as the ARIA pattern has it).
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await tabTo(page, quantity);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(quantity).toHaveValue('3');
  await tabTo(page, page.getByRole('button', { name: 'Add to Cart', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Added to cart: Red 47')).toBeVisible();
  await expect(page.getByText('Quantity: 3')).toBeVisible();

  // Back up to the nav's cart button, open the cart, and go on to checkout.
  await tabTo(page, page.getByRole('link', { name: 'Secure Checkout (3 items in cart)' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('spinbutton', { name: 'Quantity of Red 47' })).toHaveValue('3');
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Secure Checkout' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/crypto-vault-loading');
  expect(errors).toEqual([]);
});
