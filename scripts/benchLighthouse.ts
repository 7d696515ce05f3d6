/**
 * Lighthouse over `vite preview` of the current build: each page, mobile and desktop, median of
 * three runs. Started by scripts/bench.mjs; figures are reported, never asserted (the machine's
 * load moves them, about ±6 points on the mobile preset).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromiumArgs, chromiumExecutable } from './chromium';

export const BENCH_PAGES = ['/', '/products', '/products/p01', '/bundles'];
// BENCH_RUNS=1 gives a quick look; medians need three.
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const RETRIES = 3;

interface RunFigures {
  performance: number;
  accessibility: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
}

/** The middle of the runs (the upper middle of an even count): every bench figure is one. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** `vite preview` of the current build on `port`, once it answers. */
export async function startPreview(port: number): Promise<ChildProcess> {
  const server = spawn(
    'node_modules/.bin/vite',
    ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      stdio: 'ignore',
    },
  );
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return server;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  server.kill();
  throw new Error(`vite preview did not answer on port ${port}`);
}

async function runOnce(url: string, port: number, desktop: boolean): Promise<RunFigures> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'] },
    desktop ? desktopConfig : undefined,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  // A run whose trace lost its navigation start (NO_NAVSTART) has no metrics: run it again.
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scriptBytes = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined
  )?.items?.find((item) => item.resourceType === 'script')?.transferSize;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsBytes: scriptBytes ?? Number.NaN,
  };
}

async function runWithRetries(url: string, port: number, desktop: boolean): Promise<RunFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, port, desktop);
    } catch (error) {
      if (attempt >= RETRIES) throw error;
      console.warn(`  retrying ${url} (${desktop ? 'desktop' : 'mobile'}): ${(error as Error).message}`);
    }
  }
}

/** Runs the whole table and returns its rows (medians). */
export async function lighthouseTable(previewPort: number): Promise<Record<string, string | number>[]> {
  const preview = await startPreview(previewPort);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const rows: Record<string, string | number>[] = [];
  try {
    for (const desktop of [false, true]) {
      for (const page of BENCH_PAGES) {
        const runs: RunFigures[] = [];
        for (let run = 0; run < RUNS; run++)
          runs.push(await runWithRetries(`http://127.0.0.1:${previewPort}${page}`, chrome.port, desktop));
        const pick = (key: keyof RunFigures) => median(runs.map((figures) => figures[key]));
        rows.push({
          page,
          form: desktop ? 'desktop' : 'mobile',
          performance: pick('performance'),
          accessibility: pick('accessibility'),
          SEO: pick('seo'),
          'FCP ms': Math.round(pick('fcp')),
          'LCP ms': Math.round(pick('lcp')),
          'TBT ms': Math.round(pick('tbt')),
          CLS: Number(pick('cls').toFixed(3)),
          'JS kB': Number((pick('jsBytes') / 1000).toFixed(1)),
        });
      }
    }
  } finally {
    await chrome.kill();
    preview.kill();
  }
  return rows;
}
