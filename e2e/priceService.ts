import type { BrowserContext, Page } from '@playwright/test';
import { cryptoPricesFixture } from '../src/mocks/fixtures';

/** The payment page asks a live price service; journeys answer it with the fixture rates (the machine may be offline). */
export async function answerPriceService(target: Page | BrowserContext): Promise<void> {
  await target.route('**/simple/price?**', (route) => route.fulfill({ json: cryptoPricesFixture }));
}
