/**
 * `npm run test:quick`: the minute after an edit. The type check, lint and unit tests, then only the
 * stories that the files changed since main can affect (Vitest's `--changed`, which follows the
 * import graph: an edited component replays the stories that render it). On main itself that is
 * the uncommitted change. `npm test` still runs everything before a change lands.
 *
 * Option: TEST_QUICK_SINCE (default main), the git revision the change is counted from.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { STORY_RUN_ENV } from './storyRunEnv.mjs';

const since = process.env.TEST_QUICK_SINCE ?? 'main';
const bin = (name) => path.join('node_modules', '.bin', name);
const steps = [
  ['type check', [bin('tsc'), '--noEmit', '-p', 'tsconfig.json']],
  ['lint', [bin('oxlint'), '--deny-warnings']],
  ['unit tests', [bin('vitest'), 'run', '--project', 'unit']],
  [
    `stories touched since ${since}`,
    [bin('vitest'), 'run', '--project', 'storybook', '--changed', since, '--passWithNoTests'],
    STORY_RUN_ENV,
  ],
];

const started = performance.now();
for (const [name, [command, ...args], env] of steps) {
  console.log(`\n=== ${name}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (status !== 0) {
    console.error(`test:quick: ${name} failed`);
    process.exit(status ?? 1);
  }
}
console.log(`\ntest:quick passed in ${((performance.now() - started) / 1000).toFixed(0)} s`);
