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
 * Waits until the app has done what the last step set going: no request in flight, then the main
 * thread idle twice in a row (its own idle work, such as the worker's registration, runs in the
 * first). A check that nothing more happens (no reload, no bounce, no late shift) asks after
 * this, never after a fixed time, which a loaded machine can outlast.
 */
export async function appSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))),
  );
}
