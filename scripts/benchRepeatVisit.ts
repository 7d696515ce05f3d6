/**
 * The repeat visit on a phone: what the service worker (dist/sw.js, scripts/appWorker.ts) buys a
 * shopper who comes back. Each bench page, median of five runs over `vite preview` of the current
 * build, on the bench's phone (scripts/benchInteraction.ts: 390 px, 4x CPU) over Lighthouse's
 * mobile network (slow 4G). A run opens the page in a fresh context, waits for the app to run
 * and for the worker to take the tab (it registers once the page is idle, precaches the build,
 * then claims the tab: docs/behaviour.md#offline-and-updates), closes the tab, stops the worker
 * (as the browser does once a shopper has left: the one who comes back starts it again), and
 * opens the page again in a new tab of the same context. Both visits report the first paint and
 * the app running (`html[data-app-started]`, as the phone table), so the first visit, which the
 * worker must not slow, sits beside the repeat one. The network emulation is the page's: the
 * worker's own downloads (its precache) run at the machine's speed, so the time it takes to take
 * the first tab is a phone's at best. Started by scripts/bench.mjs (BENCH_REPEAT_VISIT=0 skips
 * it); figures are reported, never asserted.
 */
import { defaultConfig } from 'lighthouse';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright';
import { chromiumArgs, chromiumExecutable } from './chromium';
import { BENCH_PAGES, median, startPreview } from './benchLighthouse';
import { phonePage, phoneTab, started } from './benchInteraction';

const RUNS = Number(process.env.BENCH_REPEAT_VISIT_RUNS ?? 5);
/**
 * How long the first visit's tab may wait for the worker to take it: about ten seconds after the
 * app runs here (it waits for the page to be idle, then precaches about 3 MB).
 */
const CONTROL_TIMEOUT_MS = 60_000;

/**
 * Slow 4G as Lighthouse's mobile preset defines it (the settings benchLighthouse's mobile runs use:
 * 150 ms RTT, 1.6 Mbps down, 750 kbps up), applied the way Lighthouse applies it over the DevTools
 * protocol (its `devtools` throttling): the protocol delays each request, not each round trip, so
 * Lighthouse gives it the request latency and throughputs its constants derive from those figures.
 */
export async function emulateSlow4G(cdp: CDPSession): Promise<void> {
  const throttling = defaultConfig.settings?.throttling;
  const { requestLatencyMs, downloadThroughputKbps, uploadThroughputKbps } = throttling ?? {};
  if (requestLatencyMs === undefined || downloadThroughputKbps === undefined || uploadThroughputKbps === undefined)
    throw new Error("Lighthouse's default settings have no mobile throttling");
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: requestLatencyMs,
    // In bytes per second, as Lighthouse converts its kbps.
    downloadThroughput: Math.floor((downloadThroughputKbps * 1024) / 8),
    uploadThroughput: Math.floor((uploadThroughputKbps * 1024) / 8),
  });
}

/** One visit's figures, in ms from the navigation's start. */
interface Visit {
  firstPaint: number;
  running: number;
  /** The worker answered the page's navigation. */
  servedByWorker: boolean;
}

/** Read once the app runs (scripts/benchInteraction.ts's recorder). */
function visitFigures(page: Page): Promise<Visit> {
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return {
      firstPaint: window.benchTimes?.firstPaint ?? Number.NaN,
      running: window.benchTimes?.started ?? Number.NaN,
      servedByWorker: navigator.serviceWorker.controller !== null && (navigation?.workerStart ?? 0) > 0,
    };
  });
}

/** When the worker took the tab, in ms from the navigation's start (to 100 ms). */
async function workerTakesTab(page: Page, path: string): Promise<number> {
  try {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: CONTROL_TIMEOUT_MS,
      polling: 100,
    });
  } catch {
    // Without it the repeat visit measures nothing: a build without dist/sw.js, a registration
    // that failed (the page's console says why).
    throw new Error(`The service worker did not take ${path}'s tab within ${CONTROL_TIMEOUT_MS / 1000} s`);
  }
  return page.evaluate(() => performance.now());
}

interface Run {
  first: Visit;
  /** From the first visit's app running to the worker taking its tab, in ms. */
  takeOver: number;
  repeat: Visit;
}

async function oneRun(browser: Browser, base: string, path: string): Promise<Run> {
  const firstTab = await phonePage(browser, base);
  const context = firstTab.context();
  try {
    await emulateSlow4G(await context.newCDPSession(firstTab));
    await firstTab.goto(path);
    await started(firstTab);
    const first = await visitFigures(firstTab);
    const takeOver = (await workerTakesTab(firstTab, path)) - first.running;
    await firstTab.close();

    // The shopper comes back: a new tab, the same phone and network, the worker started again.
    const { page: repeatTab, cdp } = await phoneTab(context);
    await emulateSlow4G(cdp);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await repeatTab.goto(path);
    await started(repeatTab);
    return { first, takeOver, repeat: await visitFigures(repeatTab) };
  } finally {
    await context.close();
  }
}

const ms = (value: number) => (Number.isFinite(value) ? Math.round(value) : '—');

/** Two rows per bench page, first and repeat visit (medians), and returns them. */
export async function repeatVisitTable(previewPort: number): Promise<Record<string, string | number>[]> {
  const preview = await startPreview(previewPort);
  const base = `http://127.0.0.1:${previewPort}`;
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  const rows: Record<string, string | number>[] = [];
  try {
    for (const path of BENCH_PAGES) {
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await oneRun(browser, base, path));
      for (const visit of ['first', 'repeat'] as const) {
        const visits = runs.map((run) => run[visit]);
        rows.push({
          page: path,
          visit,
          'first paint, ms': ms(median(visits.map((figures) => figures.firstPaint))),
          'app running, ms': ms(median(visits.map((figures) => figures.running))),
          'first paint → app running, ms': ms(median(visits.map((figures) => figures.running - figures.firstPaint))),
          worker:
            visit === 'first'
              ? `took the tab ${(median(runs.map((run) => run.takeOver)) / 1000).toFixed(1)} s after app running`
              : `answered ${visits.filter((figures) => figures.servedByWorker).length}/${RUNS} loads`,
        });
      }
    }
  } finally {
    await browser.close();
    preview.kill();
  }
  return rows;
}
