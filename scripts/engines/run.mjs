/**
 * `npm run test:engines` (a step of npm test): the shopper's and the staff's journeys, taps at
 * first paint, every route of e2e/routeTable.mjs, and the faults known on 2026-11-27, in Chromium,
 * Firefox ESR and WebKitGTK at a phone's sizes and a desktop's, against the production build
 * (docs/testing.md#other-browser-engines).
 * Each engine runs in one browser (its checks in engineChecks.mjs's order; Chromium's two parts in
 * one each), as many side by side as the machine has cores and the next one as soon as one ends:
 * much of each journey waits on the app's own timers, and another engine's work fills those waits.
 *
 * Firefox and WebKit then shoot every page and app story of the static Storybook against their
 * own baselines (storyShots.mjs); Chromium's are the Vitest run's.
 *
 * npm test runs the two parts as steps of their own (ENGINES_PART), so the journeys start as soon
 * as the build is pre-rendered and the shots when the static Storybook is built.
 *
 * Options (environment): ENGINES (chromium,firefox,webkit), ENGINES_PART (journeys or shots; both
 * when unset), ENGINES_DIST (the build to serve,
 * dist), ENGINES_STORYBOOK (the static Storybook, storybook-static), E2E_PORT (4173; the preview
 * listens on E2E_PORT + 10), STORY_SHOTS_UPDATE=1 (only the story shots, written as the engines'
 * baselines, with their versions: npm run test:update-visuals -- --engine <engine>),
 * CHROMIUM_HEADLESS_SHELL_PATH, FIREFOX_PATH, WEBKIT_WEBDRIVER_PATH, MINIBROWSER_PATH,
 * XVFB_RUN_PATH (scripts/ensureEngines.mjs).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { preview, runnerImport } from 'vite';
import { routeTable } from '../../e2e/routeTable.mjs';
import { ENGINES, ensureEngines } from '../ensureEngines.mjs';
import { startAppProxy } from './appProxy.mjs';
import { createCheckReport, EngineStopped } from './checkReport.mjs';
import { CHECK_PARTS } from './engineChecks.mjs';
import { openSession } from './engineSession.mjs';
import { treeCpuSeconds } from './processTree.mjs';
import { startStorybookServer, storiesShotInEveryEngine, storyShotChecks } from './storyShots.mjs';
import { printChanges, writeReview } from '../visualReview.mjs';

const CLOSE_LIMIT_MS = 30_000;
const stop = (message) => {
  console.error(message);
  process.exit(1);
};
const engines = (process.env.ENGINES ?? ENGINES.join(',')).split(',').filter(Boolean);
const unknown = engines.filter((engine) => !ENGINES.includes(engine));
if (unknown.length > 0) stop(`ENGINES names ${unknown.join(', ')}; known: ${ENGINES.join(', ')}.`);
const outDir = path.resolve(process.env.ENGINES_DIST ?? 'dist');
const updateShots = process.env.STORY_SHOTS_UPDATE === '1';
const stepPart = process.env.ENGINES_PART ?? '';
if (!['', 'journeys', 'shots'].includes(stepPart)) stop(`ENGINES_PART is "${stepPart}"; known: journeys, shots.`);
// Only the story shots (updating them, or ENGINES_ONLY=visual:): no build, no app server.
const shotsOnly = stepPart === 'shots' || updateShots || (process.env.ENGINES_ONLY ?? '').startsWith('visual:');
if (!shotsOnly && !existsSync(path.join(outDir, 'app.html')))
  stop(`${outDir} holds no pre-rendered build: run "npm run build" first.`);
const storybookDir = path.resolve(process.env.ENGINES_STORYBOOK ?? 'storybook-static');
const shooting = stepPart === 'journeys' ? [] : engines.filter((engine) => engine !== 'chromium');
if (shooting.length > 0 && !existsSync(path.join(storybookDir, 'index.json')))
  stop(`${storybookDir} holds no static Storybook: run "npm run build-storybook" first.`);

let tools;
let server;
let storybook;
try {
  tools = ensureEngines(engines);
  // The production build served as the Playwright journeys serve it (playwright.config.ts): vite
  // preview with the project's config, which sends the pre-rendered page for its path, app.html
  // for client-only routes and the security headers. On a port of its own, so it runs beside them.
  if (shooting.length > 0) storybook = await startStorybookServer(storybookDir);
  server = shotsOnly
    ? null
    : await preview({
        build: { outDir },
        preview: { host: '127.0.0.1', port: Number(process.env.E2E_PORT ?? 4173) + 10, strictPort: true },
        logLevel: 'warn',
      });
  if (engines.includes('chromium')) {
    // Chromium as the Playwright journeys launch it: scripts/chromium.ts's flags, and V8 without its
    // optimising tiers, which cost more than they save on pages that live for seconds.
    const { chromiumArgs } = (await runnerImport(path.resolve('scripts/chromium.ts'))).module;
    tools.chromiumArgs = [...chromiumArgs, '--js-flags=--no-opt --no-maglev'];
  }
} catch (error) {
  await server?.close();
  storybook?.close();
  stop(`The cross-engine journeys cannot run: ${error.message}`);
}
const previewUrl = server?.resolvedUrls.local[0].replace(/\/$/, '');

const report = createCheckReport();
const routes = shotsOnly ? [] : routeTable(outDir);
const stories = shooting.length > 0 ? storiesShotInEveryEngine(storybookDir) : [];

/**
 * One browser's run: `engine`'s check parts (engineChecks.mjs CHECK_PARTS), then its story shots
 * when `shots`, behind proxies of its own; resolves with its wall and CPU time.
 */
async function runBrowser({ engine, parts, shots }) {
  const label = parts.length === 1 ? `${engine} (${parts[0]})` : engine;
  const started = performance.now();
  const proxy = parts.length > 0 ? await startAppProxy(previewUrl) : null;
  const offlineProxy = parts.length > 0 ? await startAppProxy(previewUrl, { allowWorker: true }) : null;
  let session = null;
  let cpuSeconds = 0;
  try {
    session = await openSession(engine, tools, proxy?.origin ?? storybook.origin);
    console.log(`${label}: ${session.version}`);
    for (const part of parts) await CHECK_PARTS[part]({ report, session, proxy, offlineProxy, routes });
    if (shots) {
      const shotsStarted = performance.now();
      const cpuBefore = session.pid ? treeCpuSeconds(session.pid) : 0;
      await storyShotChecks({ report, session, origin: storybook.origin, stories, update: updateShots });
      const cpu = session.pid ? treeCpuSeconds(session.pid) - cpuBefore : 0;
      console.log(
        `${engine}: story shots ${((performance.now() - shotsStarted) / 1000).toFixed(1)} s wall, ` +
          `${cpu.toFixed(1)} s CPU in the browser's processes`,
      );
      if (updateShots && report.failed === 0) {
        writeFileSync(path.resolve('stories', `${engine.toUpperCase()}_VERSION`), `${session.version}\n`);
      }
    }
  } catch (error) {
    // The checks left for this browser did not run: that fails the run (a check that stopped
    // answering has said so already).
    if (!(error instanceof EngineStopped)) report.fail(engine, 'the browser opens and runs every check', error);
  } finally {
    if (session?.pid) cpuSeconds = treeCpuSeconds(session.pid);
    // A browser that stopped answering may not close either: its process is then ended.
    const closed = await Promise.race([
      session?.close().then(
        () => true,
        () => true,
      ),
      delay(CLOSE_LIMIT_MS, false),
    ]);
    if (!closed && session?.pid) process.kill(session.pid, 'SIGKILL');
    await proxy?.close();
    await offlineProxy?.close();
  }
  const { count, first } = proxy?.unanswered() ?? { count: 0 };
  if (count > 0) {
    // Explains the failed loads the checks reported: the server, not the app, failed them.
    console.log(`${label}: the preview server left ${count} requests unanswered, first ${first}`);
  }
  return { label, seconds: (performance.now() - started) / 1000, cpuSeconds };
}

/** Runs `run` on each item, never more than `limit` at once, the next as soon as one ends. */
async function inTurn(items, limit, run) {
  const queue = [...items];
  const results = [];
  const lane = async () => {
    while (queue.length > 0) results.push(await run(queue.shift()));
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

const runStarted = performance.now();
let times = [];
try {
  // Each browser keeps a core busy while it renders: no more of them at once than there are cores.
  // The longest first, WebKit and Firefox, each in one browser; then Chromium's two parts in a
  // browser each, in the first lanes to come free, so that the lanes end together (in one browser,
  // Chromium followed Firefox in its lane and ended 80 s after WebKit's). WebKit's and Firefox's
  // parts stay in one browser each: split (b779124), twice WebKit's shots could not load the
  // stories' modules when one of their second browsers started beside the shots' own (f48, f52;
  // the cause is not known). Chromium's start well after the shots' browsers.
  // The story shots (Firefox's and WebKit's: Chromium's are the Vitest run's) come after the checks.
  const allParts = shotsOnly ? [] : Object.keys(CHECK_PARTS);
  const runs = [
    ...['webkit', 'firefox']
      .filter((engine) => engines.includes(engine))
      .map((engine) => ({ engine, parts: allParts, shots: shooting.includes(engine) })),
    ...(engines.includes('chromium')
      ? allParts.map((part) => ({ engine: 'chromium', parts: [part], shots: false }))
      : []),
  ].filter((run) => run.parts.length > 0 || run.shots);
  times = await inTurn(runs, availableParallelism(), runBrowser);
} finally {
  await server?.close();
  storybook?.close();
}
// One review for every engine: Chromium's last story run and these engines' shots alike.
if (shooting.length > 0) printChanges(writeReview());
const seconds = (value) => `${value.toFixed(1)} s`;
for (const { label, seconds: wall, cpuSeconds } of times) {
  console.log(`${label}: ${seconds(wall)} wall, ${seconds(cpuSeconds)} CPU in the browser's processes`);
}
const nodeCpu = process.cpuUsage();
console.log(
  `all: ${seconds((performance.now() - runStarted) / 1000)} wall; ` +
    `this runner, its proxies and the preview server ${seconds((nodeCpu.user + nodeCpu.system) / 1e6)} CPU`,
);
console.log(report.summary());
process.exit(report.failed === 0 ? 0 : 1);
