/**
 * `npm test`: everything a change can break, in the order that fails fastest. Each step runs even
 * when an earlier one failed, so one run shows every problem; the exit code says if any did.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { baselineChromiumNote, ensureChromium, ensureHeadlessShell } from './ensureChromium.mjs';
import { ensureNginx } from './ensureNginx.mjs';
import { printChanges, recordedChanges } from './visualReview.mjs';
import { STORY_RUN_ENV } from './storyRunEnv.mjs';

let chromium;
let headlessShell;
try {
  chromium = ensureChromium();
  console.log(`Browser for the stories: ${chromium.version} (${chromium.path})`);
  const note = baselineChromiumNote(chromium.version);
  if (note) console.log(note);
} catch (error) {
  console.error(`npm test cannot run the browser tests: ${error.message}`);
  process.exit(1);
}
try {
  headlessShell = ensureHeadlessShell();
} catch (error) {
  // The shell only saves CPU: without it the same checks run in the full browser, more slowly.
  if (process.env.CHROMIUM_HEADLESS_SHELL_PATH) {
    console.error(`npm test cannot run the journeys: ${error.message}`);
    process.exit(1);
  }
  console.log(`${error.message}\nThe journeys and the Storybook UI runner use ${chromium.path} instead (slower).`);
  headlessShell = chromium;
}
console.log(`Browser for the journeys and the Storybook UI: ${headlessShell.version} (${headlessShell.path})`);

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
  CHROMIUM_HEADLESS_SHELL_PATH: headlessShell.path,
  NGINX_PATH: nginx.path,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
};
// Each step names the steps whose output it needs and how many cores it keeps busy (`cores`,
// one unless said), its browsers' processes included: the CPU it used over its wall time when it
// ran alone, as this run's summary prints them. Steps start in this order as soon as what they
// need is done and their cores are free, never more at once than the machine has
// (os.availableParallelism(); TEST_JOBS may ask for fewer): a step squeezed onto a busy core runs
// its pages and timers late, and a journey that passes alone then fails. The Vitest stories,
// the longest step, start first; the rest fill the cores it leaves.
const steps = [
  {
    name: 'stories (Vitest in Chromium: play, axe, screenshots)',
    command: [bin('vitest'), 'run', '--project', 'storybook'],
    env: STORY_RUN_ENV,
    // Two pages in one browser (vite.config.ts), each waiting on paints and timers part of the time.
    cores: 1,
  },
  { name: 'type check', command: [bin('tsc'), '--noEmit', '-p', 'tsconfig.json'], cores: 0.5 },
  { name: 'lint', command: [bin('oxlint'), '--deny-warnings'], cores: 0.5 },
  {
    name: 'format check (Prettier)',
    command: [bin('prettier'), '--check', '--log-level', 'warn', '.'],
    cores: 0.5,
  },
  {
    name: 'visual baselines (a baseline for every shot story, a story for every baseline)',
    command: ['node', 'scripts/check-visual-baselines.mjs'],
    cores: 0.5,
  },
  { name: 'unit tests', command: [bin('vitest'), 'run', '--project', 'unit'], cores: 0.5 },
  { name: 'production build', command: [bin('vite'), 'build', '--logLevel', 'warn'], cores: 0.5 },
  {
    name: 'pre-render shopper pages',
    command: ['node', 'scripts/prerender.mjs'],
    cores: 0.5,
    after: ['production build'],
  },
  {
    name: 'bundle budget',
    command: ['node', 'scripts/bundle-budget.mjs'],
    cores: 0.5,
    after: ['pre-render shopper pages'],
  },
  {
    name: 'static Storybook build',
    command: [bin('storybook'), 'build', '-o', 'storybook-static', '--quiet'],
    cores: 0.5,
  },
  // Beside the Vitest stories, which keep their core's worth: a journey step there slowed them by
  // a third (330 s instead of 230) and the run gained nothing.
  {
    name: 'stories in the Storybook UI (pages, app, flows, motion, docs; one preview, sidebar order)',
    command: ['node', 'scripts/storybook-ui.mjs'],
    cores: 0.5,
    after: ['static Storybook build'],
  },
  // Each cross-engine journey, written once, in Chromium, Firefox ESR and WebKitGTK
  // (scripts/engines/run.mjs: at most as many browsers at once as there are cores; each waits on
  // the app's timers much of the time, so the step keeps about 1.1 cores busy). The longest step
  // after the Vitest stories, so it takes the first whole core to come free.
  {
    name: 'journeys in every engine (Chromium, Firefox ESR, WebKitGTK)',
    command: ['node', 'scripts/engines/run.mjs'],
    env: { ENGINES_PART: 'journeys' },
    cores: 1,
    after: ['pre-render shopper pages'],
  },
  // What needs Chromium's DevTools, in one Playwright worker per core (playwright.config.ts) on
  // one preview server: about 1.1 cores.
  {
    name: 'end-to-end journeys (Playwright in Chromium on the production build)',
    command: [bin('playwright'), 'test'],
    env: { E2E_PREBUILT: '1' },
    cores: 1,
    after: ['pre-render shopper pages'],
  },
  // The page and app stories' screenshots in Firefox and WebKit, side by side, from the static
  // Storybook: about 1.2 cores beside the rest of the run.
  {
    name: 'story shots in Firefox ESR and WebKitGTK',
    command: ['node', 'scripts/engines/run.mjs'],
    env: { ENGINES_PART: 'shots' },
    cores: 1,
    after: ['static Storybook build'],
  },
];
const CORES = os.availableParallelism();
const JOBS = Math.min(CORES, Math.max(0.5, Number(process.env.TEST_JOBS ?? CORES)));
// Every step ends well within this on this machine; one still running then is stuck.
const STEP_TIMEOUT_S = Number(process.env.STEP_TIMEOUT_S ?? 900);

// CI shows only the end of the log: a failed step's own failure lines are repeated in the summary.
const FAILURE_LINE =
  /^\s*(✗|✘|×|FAIL\b|expected\b|seen\b|console\b|\w*Error:|play function threw|uncaught|never finished|\w+ report failed)/;
const KEPT_LINES = 25;
// eslint-disable-next-line no-control-regex -- colour codes are what it removes
const ANSI_STYLE = /\x1b\[[0-9;]*m/g;

// What each step costs in CPU, beside its wall time: the sum of the steps' core-seconds over the
// machine's cores is the least the whole run can take, so it says which step to make cheaper. Each
// step runs under scripts/treeCpu.py, which inherits and reaps every process the step leaves
// behind, a browser's renderers and GPU process included (GNU time missed those), and ends any
// process still running when the step is over.
const timingDir = mkdtempSync(path.join(os.tmpdir(), 'npm-test-cpu-'));
let timedSteps = 0;
function withCpuTiming(command, args) {
  const file = path.join(timingDir, `step-${(timedSteps += 1)}`);
  return {
    command: 'python3',
    args: ['scripts/treeCpu.py', file, command, ...args],
    coreSeconds: () => {
      try {
        return Number(readFileSync(file, 'utf8').trim());
      } catch {
        return null;
      }
    },
  };
}

/**
 * Runs one step and keeps its output, to print whole when it ends (two steps' lines interleaved
 * would be unreadable), with the lines that say what failed picked out for the summary.
 */
function runStep(plainCommand, plainArgs, stepEnv) {
  const { command, args, coreSeconds } = withCpuTiming(plainCommand, plainArgs);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: stepEnv });
    const output = [];
    const failures = [];
    const tail = [];
    let partial = '';
    const keep = (chunk) => {
      output.push(chunk);
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const raw of lines) {
        const line = raw.replace(ANSI_STYLE, '');
        tail.push(line);
        if (tail.length > 10) tail.shift();
        if (FAILURE_LINE.test(line) && failures.length < KEPT_LINES) failures.push(line);
      }
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    // A step that hangs (a page that stopped answering) fails the run instead of holding it, and
    // CI, until its own limit: it is ended, and says so.
    const watchdog = setTimeout(() => {
      failures.unshift(`timed out: still running after ${STEP_TIMEOUT_S} s (STEP_TIMEOUT_S), ended`);
      // treeCpu.py passes it on as SIGKILL to the step and ends what the step left running.
      child.kill('SIGTERM');
    }, STEP_TIMEOUT_S * 1000);
    const done = (ok, shown) => {
      clearTimeout(watchdog);
      resolve({ ok, shown, output: Buffer.concat(output).toString(), cpu: coreSeconds() });
    };
    child.on('error', (error) => done(false, [`cannot start ${command}: ${error.message}`]));
    child.on('close', (code) => done(code === 0, failures.length > 0 ? failures : tail));
  });
}

const runStarted = performance.now();
const elapsed = () => `${((performance.now() - runStarted) / 1000).toFixed(0)} s`;
const results = new Map();
const running = new Map();
const busyCores = () => [...running.values()].reduce((sum, cores) => sum + cores, 0);
await new Promise((allDone) => {
  const startReady = () => {
    for (const step of steps) {
      const cores = step.cores ?? 1;
      if (results.has(step.name) || running.has(step.name)) continue;
      if (!(step.after ?? []).every((name) => results.has(name))) continue;
      // A step that does not fit waits for cores, unless nothing runs at all.
      if (running.size > 0 && busyCores() + cores > JOBS) continue;
      running.set(step.name, cores);
      console.log(`[${elapsed()}] started: ${step.name}`);
      const started = performance.now();
      const [command, ...args] = step.command;
      void runStep(command, args, { ...env, ...step.env }).then(({ ok, shown, output, cpu }) => {
        const wall = ((performance.now() - started) / 1000).toFixed(1);
        const cost = cpu === null ? `${wall} s` : `${wall} s, ${cpu.toFixed(0)} core-s`;
        console.log(`\n=== ${step.name} (${ok ? 'passed' : 'FAILED'} in ${cost}, at ${elapsed()})`);
        process.stdout.write(output.endsWith('\n') || output === '' ? output : `${output}\n`);
        running.delete(step.name);
        results.set(step.name, { ok, cost, shown, cpu });
        if (results.size === steps.length) allDone();
        else startReady();
      });
    }
  };
  startReady();
});

printChanges(recordedChanges());
console.log('\n=== summary');
for (const { name } of steps) {
  const { ok, cost, shown } = results.get(name);
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name} (${cost})`);
  if (!ok) for (const line of shown) console.log(`      ${line}`);
}
const failed = [...results.values()].filter((result) => !result.ok).length;
const totalCpu = [...results.values()].reduce((sum, { cpu }) => sum + (cpu ?? 0), 0);
console.log(`CPU: ${totalCpu.toFixed(0)} core-s in all, browsers' processes included`);
console.log(
  `steps: ${results.size - failed} passed, ${failed} failed, in ${elapsed()}, at most ${JOBS} of ${CORES} cores at once`,
);
process.exit(failed === 0 ? 0 : 1);
