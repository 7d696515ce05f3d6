/**
 * What an open page costs a phone while nobody touches it: the main thread's busy time per
 * second, on a 390 px phone at 4x CPU slowdown, once start-up has settled, with the page at its
 * top and, from another load, scrolled to its end. Median of BENCH_OPEN_PAGE_RUNS runs (3). Started by
 * scripts/bench.mjs (BENCH_OPEN_PAGE=0 skips it). The adm console is watched in a staff session: its
 * gauges refresh every 5 s, so each watch holds one refresh.
 */
import { chromium } from 'playwright';
import { chromiumArgs, chromiumExecutable } from './chromium';
import { BENCH_PAGES, median, startPreview } from './benchLighthouse';
import { phonePage, started, startStaffSession } from './benchInteraction';

const RUNS = Number(process.env.BENCH_OPEN_PAGE_RUNS ?? 3);
const WATCH_MS = 5_000;
/**
 * Start-up's tail (the secure-connection toast; the offline worker, which takes the tab about ten
 * seconds after start-up) is left to end first.
 */
const AFTER_START_MS = 12_000;
/** The scroll's own work ends first. */
const AFTER_SCROLL_MS = 1_000;

/**
 * The bench's pages, How It Works (besides the home page's carousels, its steps move on their own)
 * and the adm console (its gauges and terminal refresh on their own).
 */
const ADM_CONSOLE = '/admin-dashboard/adm';
const OPEN_PAGES = [...BENCH_PAGES, '/how-it-works', ADM_CONSOLE];

type Metrics = { metrics: { name: string; value: number }[] };
const taskSeconds = ({ metrics }: Metrics) => metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;

export async function openPageTable(previewPort: number) {
  const preview = await startPreview(previewPort);
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  try {
    const rows = [];
    for (const path of OPEN_PAGES) {
      const busy = { top: [] as number[], end: [] as number[] };
      for (let run = 0; run < RUNS; run++) {
        // Each position from a page load of its own, watched as long after start-up.
        for (const where of ['top', 'end'] as const) {
          const page = await phonePage(browser, `http://127.0.0.1:${previewPort}`);
          const cdp = await page.context().newCDPSession(page);
          await cdp.send('Performance.enable');
          if (path === ADM_CONSOLE) await startStaffSession(page, 'adm');
          await page.goto(path);
          await started(page);
          await page.waitForTimeout(AFTER_START_MS);
          if (where === 'end') {
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            await page.waitForTimeout(AFTER_SCROLL_MS);
          }
          const before = taskSeconds((await cdp.send('Performance.getMetrics')) as Metrics);
          await page.waitForTimeout(WATCH_MS);
          const after = taskSeconds((await cdp.send('Performance.getMetrics')) as Metrics);
          busy[where].push(((after - before) * 1000) / (WATCH_MS / 1000));
          await page.context().close();
        }
      }
      rows.push({
        page: path,
        'main thread busy at the top, ms per s': Math.round(median(busy.top)),
        'scrolled to the end, ms per s': Math.round(median(busy.end)),
      });
    }
    return rows;
  } finally {
    await browser.close();
    preview.kill();
  }
}
