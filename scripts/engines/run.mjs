/**
 * `npm run test:engines` (a step of npm test): the shopper's and the staff's journeys, taps at
 * first paint, every route and screen, and the faults known on 2026-11-27, in Firefox ESR and
 * WebKitGTK at a phone's size and a desktop's, against the production build
 * (docs/testing.md#other-browser-engines).
 * Both engines run at once, each in one browser: much of each journey waits on the app's own
 * timers, and the other engine's work fills those waits.
 *
 * Options (environment): ENGINES (firefox,webkit), ENGINES_DIST (the build to serve, dist),
 * E2E_PORT (4173; the preview listens on E2E_PORT + 10), FIREFOX_PATH, WEBKIT_WEBDRIVER_PATH,
 * MINIBROWSER_PATH, XVFB_RUN_PATH (scripts/ensureEngines.mjs).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ensureEngines } from '../ensureEngines.mjs';
import { startAppProxy } from './appProxy.mjs';
import { createCheckReport } from './checkReport.mjs';
import { runEngineChecks } from './engineChecks.mjs';
import { openSession } from './engineSession.mjs';
import { treeCpuSeconds } from './processTree.mjs';
import { startPreview } from './previewServer.mjs';
import { shopRoutes } from './shopRoutes.mjs';

const engines = (process.env.ENGINES ?? 'firefox,webkit').split(',').filter(Boolean);
const unknown = engines.filter((engine) => !['firefox', 'webkit'].includes(engine));
if (unknown.length > 0) {
  console.error(`ENGINES names ${unknown.join(', ')}; known: firefox, webkit.`);
  process.exit(1);
}
const outDir = path.resolve(process.env.ENGINES_DIST ?? 'dist');
if (!existsSync(path.join(outDir, 'app.html'))) {
  console.error(`${outDir} holds no pre-rendered build: run "npm run build" first.`);
  process.exit(1);
}

let tools;
try {
  tools = ensureEngines(engines);
} catch (error) {
  console.error(`The cross-engine journeys cannot run: ${error.message}`);
  process.exit(1);
}

const report = createCheckReport();
const routes = shopRoutes(outDir);
let preview;
try {
  preview = await startPreview({ port: Number(process.env.E2E_PORT ?? 4173) + 10, outDir });
} catch (error) {
  console.error(`The cross-engine journeys cannot run: ${error.message}`);
  process.exit(1);
}

/** One engine's run: its proxy, its browser, every check; resolves with its wall and CPU time. */
async function runEngine(engine) {
  const started = performance.now();
  const proxy = await startAppProxy(preview.url);
  let session = null;
  let cpuSeconds = 0;
  try {
    session = await openSession(engine, tools, proxy.origin);
    console.log(`${engine}: ${session.version}`);
    await runEngineChecks({ report, session, proxy, routes });
  } catch (error) {
    // The checks left in this engine did not run: that fails the run.
    report.fail(engine, 'the browser opens and runs every check', error);
  } finally {
    if (session?.pid) cpuSeconds = treeCpuSeconds(session.pid);
    await session?.close().catch(() => {});
    await proxy.close();
  }
  const { count, first } = proxy.unanswered();
  if (count > 0) {
    // Explains the failed loads the checks reported: the server, not the app, failed them.
    const stopped = preview.stoppedEarly();
    console.log(
      `${engine}: the preview server left ${count} requests unanswered${stopped ? ` (${stopped})` : ''}, first ${first}`,
    );
  }
  return { engine, seconds: (performance.now() - started) / 1000, cpuSeconds };
}

const runStarted = performance.now();
let times = [];
let previewCpuSeconds = 0;
try {
  times = await Promise.all(engines.map(runEngine));
} finally {
  previewCpuSeconds = treeCpuSeconds(preview.pid);
  await preview.stop();
}
const seconds = (value) => `${value.toFixed(1)} s`;
for (const { engine, seconds: wall, cpuSeconds } of times) {
  console.log(`${engine}: ${seconds(wall)} wall, ${seconds(cpuSeconds)} CPU in the browser's processes`);
}
const nodeCpu = process.cpuUsage();
console.log(
  `all: ${seconds((performance.now() - runStarted) / 1000)} wall; the preview server ${seconds(previewCpuSeconds)} CPU, ` +
    `this runner and its proxies ${seconds((nodeCpu.user + nodeCpu.system) / 1e6)}`,
);
console.log(report.summary());
process.exit(report.failed === 0 ? 0 : 1);
