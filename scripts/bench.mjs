/**
 * `npm run bench`: builds the app and prints what each route costs to download. Figures are
 * reported, never asserted (the budget check in npm test guards the first load).
 */
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { isStaffPage, kb, pageEntries, readBuild, staticClosure, sumSizes } from './firstLoad.mjs';

const started = performance.now();
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const buildSeconds = (performance.now() - started) / 1000;

const { manifest } = readBuild();
const shell = staticClosure(manifest, 'index.html');
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
console.log(`App shell (entry + static imports): ${kb(shellSize.raw)} raw, ${kb(shellSize.gzip)} gzip\n`);
console.table(rows);
