/**
 * The main-thread figures of `npm run bench:plugins` (scripts/bench-plugins.mjs): on a phone
 * (390 px, 4x CPU), one run per bench page, the long tasks from navigation until the app has
 * started and settled.
 */
import { chromium } from 'playwright';
import { chromiumArgs, chromiumExecutable } from './chromium';
import { BENCH_PAGES, startPreview } from './benchLighthouse';
import { phonePage, started } from './benchInteraction';

/** The pages each figure is summed over. */
export const BENCH_PAGES_NOTE = BENCH_PAGES.join(', ');

export interface MainThread {
  /** Total blocking time: each long task's time over 50 ms, summed over the pages. */
  blocking: number;
  longest: number;
  /** First paint to a running app, summed over the pages. */
  paintToRunning: number;
}

/** Measures the current build, served by `vite preview` on `port`. */
export async function mainThreadOnPhone(port: number): Promise<MainThread> {
  const preview = await startPreview(port);
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  const figures = { blocking: 0, longest: 0, paintToRunning: 0 };
  try {
    for (const path of BENCH_PAGES) {
      const page = await phonePage(browser, `http://127.0.0.1:${port}`);
      await page.goto(path);
      await started(page);
      const times = await page.evaluate(() => window.benchTimes);
      for (const { duration } of times?.longTasks ?? []) {
        figures.blocking += Math.max(0, duration - 50);
        figures.longest = Math.max(figures.longest, duration);
      }
      figures.paintToRunning += (times?.started ?? Number.NaN) - (times?.firstPaint ?? Number.NaN);
      await page.context().close();
    }
  } finally {
    await browser.close();
    preview.kill();
  }
  return figures;
}
