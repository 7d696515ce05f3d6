import { expect, type Page } from '@playwright/test';

/**
 * Opens a path and waits until the app has hydrated it (src/app/RootLayout.tsx marks
 * `html[data-app-started]`): a click on pre-rendered HTML before that would do nothing.
 */
export async function gotoStarted(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-app-started]')).toBeAttached();
}
