import { expect, test } from './journeyTest';

test('the cart survives a reload, and a corrupted stored cart is repaired', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(
        'cart',
        JSON.stringify([
          { id: 'p02', type: 'product', quantity: 3 },
          { id: 'x', quantity: 99 },
        ]),
      );
    }
  });
  await page.goto('/cart');
  await expect(page.getByRole('spinbutton', { name: 'Quantity of Red 47' })).toHaveValue('3');
  await page.reload();
  await expect(page.getByRole('spinbutton', { name: 'Quantity of Red 47' })).toHaveValue('3');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '{}')).toEqual({
    lines: [{ id: 'p02', type: 'product', quantity: 3 }],
    bundles: [],
  });
});
