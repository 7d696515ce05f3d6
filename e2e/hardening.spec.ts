import { expect, test } from './journeyTest';

// The production build runs with the client hardening on (docs/behaviour.md#client-hardening); Storybook and the dev
// server run without it.
test('the production build starts the client hardening', async ({ page }) => {
  const decoys: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/decoy-pixel.svg')) decoys.push(request.url());
  });
  await page.clock.install();
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-btc-supply', '21000000');

  await page.clock.runFor(2000);
  await expect(page.getByText('Secure connection established')).toBeVisible();

  // F12, view source (Ctrl+U) and text selection outside inputs are all refused. The context
  // menu is the engine journeys' (hardenedTools.mjs: a real right click, in every engine).
  const refused = await page.evaluate(() =>
    [
      new KeyboardEvent('keydown', { key: 'F12', bubbles: true, cancelable: true }),
      new KeyboardEvent('keydown', { key: 'u', ctrlKey: true, bubbles: true, cancelable: true }),
      new Event('selectstart', { bubbles: true, cancelable: true }),
    ].map((event) => {
      document.body.dispatchEvent(event);
      return event.defaultPrevented;
    }),
  );
  expect(refused).toEqual([true, true, true]);

  // Decoy image requests go to the shop's own origin every 20 to 60 s.
  await page.clock.runFor(61_000);
  await expect.poll(() => decoys.length).toBeGreaterThan(0);
  expect(new URL(decoys[0] ?? '').origin).toBe(new URL(page.url()).origin);
});
