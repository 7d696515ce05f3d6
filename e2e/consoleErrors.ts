import type { Page } from '@playwright/test';

/** Collects console errors and uncaught exceptions, so a journey can assert the page stayed clean. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
