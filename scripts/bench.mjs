/**
 * `npm run bench`: builds the app (with its pre-rendered pages) and prints what each route costs
 * to download, the first load of /, and Lighthouse's figures for the main shopper pages over
 * `vite preview` (BENCH_LIGHTHOUSE=0 skips them; BENCH_PORT picks the preview port, 4174).
 * It also measures interaction on a phone (390 px, 4x CPU, median of 5; BENCH_INTERACTION=0 skips
 * it): first paint to a running app, taps at the first paint honoured, and INP per interaction.
 * Then the repeat visit on that phone over slow 4G, once the service worker runs the page, beside
 * the first visit (median of 5; BENCH_REPEAT_VISIT=0 skips it, BENCH_REPEAT_VISIT_RUNS sets the runs).
 * And what an open page, left alone, keeps a phone's main thread busy with (scripts/benchOpenPage.ts).
 * Figures are reported, never asserted (the budget check in npm test guards the first load).
 */
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { runnerImport } from 'vite';
import {
  BACK_OFFICE,
  appShell,
  firstLoadOfHome,
  isStaffPage,
  kb,
  pageEntries,
  readBuild,
  staticClosure,
  sumSizes,
} from './firstLoad.mjs';

const started = performance.now();
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const prerender = spawnSync('node', ['scripts/prerender.mjs'], { stdio: 'inherit' });
if (prerender.status !== 0) process.exit(prerender.status ?? 1);
const buildSeconds = (performance.now() - started) / 1000;

const { manifest, chunks } = readBuild();
const shell = appShell(manifest);
const shellSize = sumSizes(shell);

const rows = pageEntries(manifest).map((page) => {
  const own = sumSizes([manifest[page].file]);
  const closure = staticClosure(manifest, page);
  const routeOnly = [...closure].filter((file) => !shell.has(file));
  const withShell = sumSizes(new Set([...shell, ...closure]));
  return {
    route: page.replace('src/pages/', '').replace('.tsx', ''),
    side: isStaffPage(page) ? 'staff' : 'shopper',
    'chunk raw': kb(own.raw),
    'chunk gzip': kb(own.gzip),
    'route JS gzip': kb(sumSizes(routeOnly).gzip),
    'first load gzip': kb(withShell.gzip),
  };
});

console.log(`\nBuild time: ${buildSeconds.toFixed(1)} s`);
console.log(
  `App shell (the entry and the app it loads after the paint): ${kb(shellSize.raw)} raw, ${kb(shellSize.gzip)} gzip`,
);
const firstLoad = sumSizes(firstLoadOfHome(manifest));
console.log(`First load of / (what runs before the first interaction): ${kb(firstLoad.gzip)} gzip\n`);
console.table(rows);

// Back office stays out of the shop: count back-office modules reachable from shopper routes.
const leaks = pageEntries(manifest)
  .filter((page) => !isStaffPage(page))
  .flatMap((page) =>
    [...staticClosure(manifest, page)].flatMap((file) =>
      (chunks[file]?.modules ?? []).filter((id) => BACK_OFFICE.test(id)),
    ),
  );
console.log(`\nBack-office modules in shopper chunks: ${new Set(leaks).size}`);

const { module: timings } = await runnerImport('./scripts/backOfficeBench.ts');
console.log('\nBack-office search and filter (median of 7 runs):');
console.table(timings.backOfficeTimings());

if (process.env.BENCH_INTERACTION !== '0') {
  const { module: interaction } = await runnerImport('./scripts/benchInteraction.ts');
  const { startup, breakdown, early, inp } = await interaction.interactionTables(
    Number(process.env.BENCH_PORT ?? 4174),
  );
  console.log(
    `\nOn a phone (390 px, 4x CPU), median of ${process.env.BENCH_INTERACTION_RUNS ?? 5} runs (figures depend on the machine's load):`,
  );
  // BENCH_ONLY leaves the start-up and first-paint tables empty: they are not printed then.
  for (const table of [startup, early, inp]) if (table.length > 0) console.table(table);
  if (breakdown.length > 0) {
    console.log(
      'Where the first paint → app running goes (ms after the first paint, medians; long tasks: their total; JS: as sent):',
    );
    console.table(breakdown);
  }
}

if (process.env.BENCH_OPEN_PAGE !== '0') {
  const { module: openPage } = await runnerImport('./scripts/benchOpenPage.ts');
  console.log(
    `\nAn open page left alone on a phone (390 px, 4x CPU): its main thread's busy time, median of ${process.env.BENCH_OPEN_PAGE_RUNS ?? 3} runs (figures depend on the machine's load):`,
  );
  console.table(await openPage.openPageTable(Number(process.env.BENCH_PORT ?? 4174)));
}

if (process.env.BENCH_REPEAT_VISIT !== '0') {
  const { module: repeatVisit } = await runnerImport('./scripts/benchRepeatVisit.ts');
  console.log(
    `\nRepeat visit on a phone (390 px, 4x CPU, slow 4G), once the service worker runs the page, and the first visit of the same runs: ms from the navigation, median of ${process.env.BENCH_REPEAT_VISIT_RUNS ?? 5} runs (figures depend on the machine's load):`,
  );
  console.table(await repeatVisit.repeatVisitTable(Number(process.env.BENCH_PORT ?? 4174)));
}

if (process.env.BENCH_LIGHTHOUSE !== '0') {
  const { module: lighthouse } = await runnerImport('./scripts/benchLighthouse.ts');
  console.log("\nLighthouse over vite preview, median of 3 runs (figures depend on the machine's load):");
  console.table(await lighthouse.lighthouseTable(Number(process.env.BENCH_PORT ?? 4174)));
}
