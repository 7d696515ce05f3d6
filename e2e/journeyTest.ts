import { test as base } from '@playwright/test';
import { holdBackgroundStill } from '../scripts/backgroundStill';
import { collectPageErrors } from './consoleErrors';

export * from '@playwright/test';

/**
 * Playwright's `test`, with every page of the test's own context holding the background still.
 * A test that fails gets its pages' console errors and uncaught exceptions in its report: a
 * failure seen once under load ('You are offline' where the app should have started) is then
 * told by what the page said, not guessed at.
 */
export const test = base.extend({
  context: async ({ context }, runTest, testInfo) => {
    await context.addInitScript(holdBackgroundStill);
    const errorsByPage: string[][] = [];
    const watch = (page: Parameters<typeof collectPageErrors>[0]) => errorsByPage.push(collectPageErrors(page));
    context.pages().forEach(watch);
    context.on('page', watch);
    await runTest(context);
    const errors = errorsByPage.flat();
    if (testInfo.status !== testInfo.expectedStatus && errors.length > 0) {
      await testInfo.attach("the pages' console errors", { body: errors.join('\n'), contentType: 'text/plain' });
    }
  },
});
