/**
 * `npm test`: everything a change can break, in the order that fails fastest. Each step runs even
 * when an earlier one failed, so one run shows every problem; the exit code says if any did.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { baselineChromiumNote, ensureChromium } from './ensureChromium.mjs';
import { ensureNginx } from './ensureNginx.mjs';
import { printChanges, recordedChanges } from './visualReview.mjs';

let chromium;
try {
  chromium = ensureChromium();
  console.log(`Browser: ${chromium.version} (${chromium.path})`);
  const note = baselineChromiumNote(chromium.version);
  if (note) console.log(note);
} catch (error) {
  console.error(`npm test cannot run the browser tests: ${error.message}`);
  process.exit(1);
}

let nginx;
try {
  nginx = ensureNginx();
  console.log(`Web server for the served-headers journey: ${nginx.version} (${nginx.path})`);
} catch (error) {
  console.error(`npm test cannot run the served-headers journey: ${error.message}`);
  process.exit(1);
}

/** The project's own copy of a tool, called directly: npx adds start-up time and noise to every step. */
const bin = (name) => path.join('node_modules', '.bin', name);

const env = {
  ...process.env,
  CHROMIUM_PATH: chromium.path,
  NGINX_PATH: nginx.path,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
};
const steps = [
  ['type check', [bin('tsc'), '--noEmit', '-p', 'tsconfig.json']],
  ['lint', [bin('oxlint'), '--deny-warnings']],
  ['format check (Prettier)', [bin('prettier'), '--check', '--log-level', 'warn', '.']],
  [
    'visual baselines (a baseline for every shot story, a story for every baseline)',
    ['node', 'scripts/check-visual-baselines.mjs'],
  ],
  ['production build', [bin('vite'), 'build', '--logLevel', 'warn']],
  ['pre-render shopper pages', ['node', 'scripts/prerender.mjs']],
  ['bundle budget', ['node', 'scripts/bundle-budget.mjs']],
  ['unit tests and stories (Chromium: play, axe, screenshots)', [bin('vitest'), 'run']],
  ['static Storybook build', [bin('storybook'), 'build', '-o', 'storybook-static', '--quiet']],
  ['stories in the Storybook UI (one preview, sidebar order)', ['node', 'scripts/storybook-ui.mjs']],
  ['end-to-end journeys (Playwright on the production build)', [bin('playwright'), 'test'], { E2E_PREBUILT: '1' }],
];

// CI shows only the end of the log: a failed step's own failure lines are repeated in the summary.
const FAILURE_LINE =
  /^\s*(✗|✘|×|FAIL\b|expected\b|\w*Error:|play function threw|uncaught|never finished|\w+ report failed)/;
const KEPT_LINES = 25;
// eslint-disable-next-line no-control-regex -- colour codes are what it removes
const ANSI_STYLE = /\x1b\[[0-9;]*m/g;

/** Runs one step with its output passed through, and keeps the lines that say what failed. */
function runStep(command, args, stepEnv) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env: stepEnv });
    const failures = [];
    const tail = [];
    let partial = '';
    const keep = (chunk) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const raw of lines) {
        const line = raw.replace(ANSI_STYLE, '');
        tail.push(line);
        if (tail.length > 10) tail.shift();
        if (FAILURE_LINE.test(line) && failures.length < KEPT_LINES) failures.push(line);
      }
    };
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      keep(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      keep(chunk);
    });
    child.on('error', (error) => resolve({ ok: false, shown: [`cannot start ${command}: ${error.message}`] }));
    child.on('close', (code) => resolve({ ok: code === 0, shown: failures.length > 0 ? failures : tail }));
  });
}

const results = [];
for (const [name, [command, ...args], extraEnv = {}] of steps) {
  console.log(`\n=== ${name}`);
  const started = performance.now();
  const { ok, shown } = await runStep(command, args, { ...env, ...extraEnv });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  results.push({ name, ok, seconds, shown });
}

printChanges(recordedChanges());
console.log('\n=== summary');
for (const { name, ok, seconds, shown } of results) {
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name} (${seconds} s)`);
  if (!ok) for (const line of shown) console.log(`      ${line}`);
}
const failed = results.filter((result) => !result.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
