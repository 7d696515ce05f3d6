/**
 * Interaction on a phone, the way Lighthouse's mobile preset judges start-up: 390 px, 4x CPU
 * slowdown, median of five runs over `vite preview` of the current build. Started by
 * scripts/bench.mjs; figures are reported, never asserted (docs/testing.md). Three tables:
 * - the time from the first paint to the first tap answered (the app takes the taps held since
 *   the first paint: public/early-taps.js `ready`) and to the app running (`html[data-app-started]`),
 *   per page, and where it goes: the page's last script or stylesheet arriving, each start-up
 *   stage (src/lib/startup/startupMarks.ts), and the main thread's long tasks in between;
 * - whether a tap at the first paint had its effect, exactly once, out of five per control kind,
 *   and how long a held tap waited for the app;
 * - Interaction to Next Paint of each interaction after start-up (Event Timing: the longest
 *   entry of the interaction, as the browser reports it, in 8 ms steps).
 * Its recorder also keeps the page's long tasks, for scripts/benchPlugins.ts.
 */
import { chromium, type Browser, type BrowserContext, type CDPSession, type Locator, type Page } from 'playwright';
import { chromiumArgs, chromiumExecutable } from './chromium';
import { BENCH_PAGES, median, startPreview } from './benchLighthouse';
import { STARTUP_STAGES } from '../src/lib/startup/startupMarks';
import { storeStaffSession } from '../e2e/inAppMoves.mjs';

const RUNS = Number(process.env.BENCH_INTERACTION_RUNS ?? 5);
// BENCH_ONLY=back-office measures only the interactions whose name holds that text, and skips the
// start-up and first-paint tables: one change checked in a minute instead of five.
const ONLY = process.env.BENCH_ONLY;
const SETTLE_MS = 1500;

declare global {
  interface Window {
    benchTimes?: {
      firstPaint?: number;
      started?: number;
      /** The first click of the page, held or not (capture phase, before the page's own listeners). */
      tapped?: number;
      /** When the app took the taps held since the first paint (public/early-taps.js `ready`). */
      answering?: number;
      interactions: Record<number, number>;
      longTasks: { start: number; duration: number }[];
    };
  }
}

// Runs in the page before its own scripts: records the first paint, the start, and every Event
// Timing entry of an interaction. Text, not a function: this module is transformed when loaded,
// and a function's source could name helpers the page does not have.
const RECORD_TIMES = `(() => {
  const times = { interactions: {}, longTasks: [] };
  window.benchTimes = times;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') times.firstPaint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new MutationObserver(() => {
    if (times.started === undefined && document.documentElement.hasAttribute('data-app-started'))
      times.started = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-started'] });
  document.addEventListener('click', () => {
    if (times.tapped === undefined) times.tapped = performance.now();
  }, true);
  // From the app's call to the early-tap script's ready() on, a tap goes to the app: held taps are
  // replayed to it then, later ones reach it directly.
  let earlyTaps;
  Object.defineProperty(window, 'cryptovaultEarlyTaps', {
    configurable: true,
    get: () => earlyTaps,
    set: (value) => {
      const ready = value.ready;
      value.ready = () => {
        if (times.answering === undefined) times.answering = performance.now();
        return ready();
      };
      earlyTaps = value;
    },
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      times.interactions[entry.interactionId] = Math.max(times.interactions[entry.interactionId] || 0, entry.duration);
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) times.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
})();`;

/** Where one load's time between the first paint and the running app went, in ms from the paint. */
type StartupSplit = Record<string, number>;

/**
 * Read in the page once the app runs: the stages' marks, the last file it had arriving, the
 * JavaScript it had (as sent), the long tasks.
 */
function startupSplit(page: Page): Promise<StartupSplit | null> {
  return page.evaluate(
    (stages) => {
      const times = window.benchTimes;
      if (times?.firstPaint === undefined || times.started === undefined) return null;
      const paint = times.firstPaint;
      const split: Record<string, number> = {};
      // The code and styles the page had when the app started running (later ones do not delay it).
      const files = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (entry) => /\.(js|css)$/.test(new URL(entry.name).pathname) && entry.responseEnd <= (times.started ?? 0),
      );
      split['last file arrived'] = Math.max(...files.map((entry) => entry.responseEnd)) - paint;
      split['JS before running, kB'] =
        files.filter((entry) => entry.name.endsWith('.js')).reduce((sum, entry) => sum + entry.encodedBodySize, 0) /
        1000;
      for (const stage of stages) {
        const mark = performance.getEntriesByName(`startup:${stage}`, 'mark')[0];
        if (mark) split[stage] = mark.startTime - paint;
      }
      split['app running'] = times.started - paint;
      if (times.answering !== undefined) split['taps answered'] = times.answering - paint;
      split['long tasks, total'] = times.longTasks
        .filter((task) => task.start + task.duration > paint && task.start < (times.started ?? 0))
        .reduce((sum, task) => sum + task.duration, 0);
      return split;
    },
    STARTUP_STAGES as readonly string[],
  );
}

/** One column of the start-up splits over the runs: its median, in whole ms. */
const splitMedian = (splits: StartupSplit[], column: string) =>
  Math.round(median(splits.map((split) => split[column] ?? Number.NaN)));

export async function phonePage(browser: Browser, base: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
  });
  await context.addInitScript({ content: RECORD_TIMES });
  return (await phoneTab(context)).page;
}

/** A new tab of a phone context, its CPU slowed 4x; with its DevTools session, for more emulation. */
export async function phoneTab(context: BrowserContext): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { page, cdp };
}

export async function started(page: Page): Promise<void> {
  await page.waitForSelector('html[data-app-started]', { state: 'attached', timeout: 30_000 });
  await page.waitForTimeout(SETTLE_MS);
}

const cartLines = (page: Page) =>
  page.evaluate(() => {
    const lines = (JSON.parse(localStorage.getItem('cart') ?? '{}') as { lines?: { id: string; quantity: number }[] })
      .lines;
    return lines ?? [];
  });

/** The longest interaction recorded since `before` was taken (its INP), in ms. */
async function interactionSince(page: Page, before: number[]): Promise<number> {
  await page.waitForTimeout(500);
  const all = await page.evaluate(() => window.benchTimes?.interactions ?? {});
  const fresh = Object.entries(all)
    .filter(([id]) => !before.includes(Number(id)))
    .map(([, duration]) => duration);
  return fresh.length > 0 ? Math.max(...fresh) : 0;
}

const interactionIds = (page: Page) =>
  page.evaluate(() => Object.keys(window.benchTimes?.interactions ?? {}).map(Number));

/**
 * One measured interaction: opens `path`, waits for the app, prepares, then taps `target` or acts.
 * A target is scrolled into view and left to settle first: a shopper sees what they tap, and the
 * scroll (which turns the nav bar opaque) is not part of the tap.
 */
interface Interaction {
  name: string;
  path: string;
  target?(page: Page): Locator;
  prepare?(page: Page): Promise<void>;
  act?(page: Page): Promise<unknown>;
}

const INTERACTIONS: Interaction[] = [
  {
    name: 'Add to Cart (/products/p01)',
    path: '/products/p01',
    target: (page) => page.getByRole('button', { name: 'Add to Cart' }).first(),
  },
  {
    name: 'quantity step (/products/p01)',
    path: '/products/p01',
    target: (page) => page.getByRole('button', { name: 'Increase quantity' }).first(),
  },
  {
    name: 'category tab (/products)',
    path: '/products',
    target: (page) => page.getByRole('tab', { name: 'Founders Edition' }),
  },
  {
    name: 'search keystroke (/products)',
    path: '/products',
    prepare: (page) => page.getByRole('searchbox', { name: 'Search products...' }).focus(),
    act: (page) => page.keyboard.press('b'),
  },
  {
    name: 'open the cart (nav button)',
    path: '/products/p01',
    target: (page) => page.getByRole('link', { name: /^Secure Checkout/ }),
  },
  {
    name: 'back-office tab (csm)',
    path: '/admin-dashboard/csm',
    target: (page) => page.getByRole('tab', { name: 'Support Requests' }),
  },
  {
    name: 'back-office table filter (csm, Flagged list)',
    path: '/admin-dashboard/csm',
    target: (page) => page.getByRole('radiogroup', { name: 'Account lists' }).getByText('Flagged', { exact: true }),
  },
];

/** A tap at the first paint, and how to tell it had its effect exactly once. */
interface EarlyTap {
  kind: string;
  path: string;
  tap(page: Page): Promise<void>;
  honoured(page: Page): Promise<boolean>;
}

const EARLY_TAPS: EarlyTap[] = [
  {
    kind: "'Add to Cart' (/products/p01)",
    path: '/products/p01',
    tap: (page) => page.getByRole('button', { name: 'Add to Cart' }).first().click(),
    honoured: async (page) => {
      const lines = await cartLines(page);
      return lines.length === 1 && lines[0]?.id === 'p01' && lines[0].quantity === 1;
    },
  },
  {
    kind: 'product card (/products)',
    path: '/products',
    tap: (page) => page.getByRole('link', { name: 'Blue 100' }).click({ noWaitAfter: true }),
    // A link cannot open its page twice: that it opened is the effect.
    honoured: async (page) => new URL(page.url()).pathname === '/products/p01',
  },
  {
    kind: 'category tab (/products)',
    path: '/products',
    tap: (page) => page.getByRole('tab', { name: 'Founders Edition' }).click(),
    honoured: async (page) =>
      (await page.getByRole('tab', { name: 'Founders Edition' }).getAttribute('aria-selected')) === 'true',
  },
];

/** Opens the shop and stores a staff session of `role`, as a login leaves it (no hashing to wait for). */
export async function startStaffSession(page: Page, role: 'adm' | 'csm') {
  await page.goto('/');
  await page.evaluate(storeStaffSession, role);
}

/** Runs the three tables and returns their rows. */
export async function interactionTables(previewPort: number) {
  const preview = await startPreview(previewPort);
  const base = `http://127.0.0.1:${previewPort}`;
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  try {
    const startup = [];
    const breakdown = [];
    for (const path of ONLY ? [] : BENCH_PAGES) {
      const splits: StartupSplit[] = [];
      for (let run = 0; run < RUNS; run++) {
        const page = await phonePage(browser, base);
        await page.goto(path);
        await started(page);
        const split = await startupSplit(page);
        if (split) splits.push(split);
        await page.context().close();
      }
      startup.push({
        page: path,
        'first paint → first tap answered, ms': splitMedian(splits, 'taps answered'),
        'first paint → app running, ms': splitMedian(splits, 'app running'),
      });
      // Each column's own median, in ms after the first paint: the next change is chosen by these.
      const row: Record<string, string | number> = { page: path };
      for (const column of Object.keys(splits[0] ?? {})) row[column] = splitMedian(splits, column);
      breakdown.push(row);
    }

    const early = [];
    for (const { kind, path, tap, honoured } of ONLY ? [] : EARLY_TAPS) {
      let count = 0;
      let beforeStart = 0;
      // How long a held tap waited for the app: from the tap to the app taking it.
      const waits: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const page = await phonePage(browser, base);
        await page.goto(path, { waitUntil: 'commit' });
        // As soon as the control is there: the first paint, or within a frame of it.
        await page.waitForSelector('#root *', { state: 'attached' });
        if (!(await page.evaluate(() => document.documentElement.hasAttribute('data-app-started')))) beforeStart++;
        await tap(page);
        await page.waitForLoadState('load');
        await started(page);
        // Held taps replay once the app has started, which on a loaded machine can come seconds
        // after the root is hydrated: give the effect time to show, then check it stays single.
        await page
          .waitForFunction(() => (window.cryptovaultEarlyTaps?.pending() ?? 0) === 0, undefined, { timeout: 15_000 })
          .catch(() => undefined);
        let seen = false;
        for (let wait = 0; wait < 20 && !seen; wait++) {
          seen = await honoured(page);
          if (!seen) await page.waitForTimeout(250);
        }
        await page.waitForTimeout(1000);
        if (seen && (await honoured(page))) count++;
        // A link is not held: it opens its page by itself, and the wait ends with that page.
        const wait = await page.evaluate(() =>
          window.benchTimes?.tapped !== undefined &&
          window.benchTimes.answering !== undefined &&
          window.benchTimes.tapped < window.benchTimes.answering
            ? window.benchTimes.answering - window.benchTimes.tapped
            : null,
        );
        if (wait !== null) waits.push(wait);
        await page.context().close();
      }
      early.push({
        'tap at first paint': kind,
        honoured: `${count}/${RUNS}`,
        'landed before start': beforeStart,
        'tap → answered, ms (median)': waits.length > 0 ? Math.round(median(waits)) : '—',
      });
    }

    const inp = [];
    for (const { name, path, target, prepare, act } of INTERACTIONS.filter((interaction) =>
      interaction.name.includes(ONLY ?? ''),
    )) {
      const durations: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const page = await phonePage(browser, base);
        if (path.startsWith('/admin')) await startStaffSession(page, 'csm');
        await page.goto(path);
        await started(page);
        const tapped = target?.(page);
        if (tapped) {
          await tapped.scrollIntoViewIfNeeded();
          await page.waitForTimeout(SETTLE_MS);
        }
        await prepare?.(page);
        const before = await interactionIds(page);
        await (act ? act(page) : tapped?.click());
        durations.push(await interactionSince(page, before));
        await page.context().close();
      }
      inp.push({
        interaction: name,
        'INP ms (median)': median(durations),
        'worst of runs': Math.max(...durations),
      });
    }
    return { startup, breakdown, early, inp };
  } finally {
    await browser.close();
    preview.kill();
  }
}
