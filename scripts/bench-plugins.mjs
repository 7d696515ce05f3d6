/**
 * `npm run bench:plugins`: what each start-up build plugin (scripts/startup/startupPlugins.ts) buys. Builds
 * the app with every plugin, then once without each, and reports for each build the first load of
 * / (gzip) and, on a phone (390 px, 4x CPU, one run per bench page, scripts/benchPlugins.ts), the
 * total blocking time, the longest task and first paint to a running app. The rows without a
 * plugin give the difference to the full build: what leaving it out costs. One run each: on a
 * loaded machine the time figures are a rough guide. BENCH_PORT picks the preview port (4174).
 * Ends with a normal build in dist/.
 */
import { spawnSync } from 'node:child_process';
import { runnerImport } from 'vite';
import { firstLoadOfHome, readBuild, sumSizes } from './firstLoad.mjs';

const port = Number(process.env.BENCH_PORT ?? 4174);
const { module: plugins } = await runnerImport('./scripts/startup/startupPlugins.ts');
const { module: bench } = await runnerImport('./scripts/benchPlugins.ts');

function build(without) {
  // Loading the TypeScript modules above set NODE_ENV to development, which a build would follow.
  const env = { ...process.env, NODE_ENV: 'production', [plugins.WITHOUT_PLUGIN_ENV]: without ?? '' };
  for (const [command, args] of [
    ['node_modules/.bin/vite', ['build', '--logLevel', 'error']],
    ['node', ['scripts/prerender.mjs']],
  ]) {
    const run = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (without ${without ?? 'nothing'})`);
  }
}

async function measure(without) {
  build(without);
  const firstLoad = sumSizes(firstLoadOfHome(readBuild().manifest)).gzip;
  return { firstLoad, ...(await bench.mainThreadOnPhone(port)) };
}

const signed = (value, digits = 0) => `${value > 0 ? '+' : ''}${value.toFixed(digits)}`;
const all = await measure(undefined);
const rows = [
  {
    build: 'every plugin',
    'first load gzip kB': (all.firstLoad / 1000).toFixed(2),
    'blocking ms': all.blocking.toFixed(0),
    'longest task ms': all.longest.toFixed(0),
    'paint → running ms': all.paintToRunning.toFixed(0),
  },
];
for (const { name } of plugins.startupPlugins('.')) {
  const without = await measure(name);
  rows.push({
    build: `without ${name.replace('cryptovault:', '')}`,
    'first load gzip kB': signed((without.firstLoad - all.firstLoad) / 1000, 2),
    'blocking ms': signed(without.blocking - all.blocking),
    'longest task ms': signed(without.longest - all.longest),
    'paint → running ms': signed(without.paintToRunning - all.paintToRunning),
  });
}
build(undefined);
console.log(
  `\nStart-up plugins, one build each (phone: 390 px, 4x CPU, one run per page: ${bench.BENCH_PAGES_NOTE}).` +
    '\nRows without a plugin give the change from the build with every plugin; figures depend on the load.',
);
console.table(rows);
