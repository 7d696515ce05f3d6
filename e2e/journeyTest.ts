import { test as base } from '@playwright/test';
import { holdBackgroundStill } from '../scripts/backgroundStill';

export * from '@playwright/test';

/** Playwright's `test`, with every page of the test's own context holding the background still. */
export const test = base.extend({
  context: async ({ context }, runTest) => {
    await context.addInitScript(holdBackgroundStill);
    await runTest(context);
  },
});
