import { expect, type Page } from '@playwright/test';

/**
 * Opens a path and waits until the app has hydrated it (src/app/RootLayout.tsx marks
 * `html[data-app-started]`): a click on pre-rendered HTML before that would do nothing.
 */
export async function gotoStarted(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-app-started]')).toBeAttached();
}

/**
 * Holds the app's start-up code from now on, so what the test does next lands on the pre-rendered
 * page before the app runs; the returned function lets it through.
 */
export async function holdAppStart(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/startApp-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
