/**
 * Runs the journeys' checks and prints each as it ends: engine, size, name, time; on a failure
 * what was expected, what was seen and the page's console errors. Ends with `N passed, N failed`.
 */
import { performance } from 'node:perf_hooks';
import { takeProbedErrors } from './inPage.mjs';

// Offline (as on this machine) the crypto price service cannot be reached: the app logs it and
// shows default prices (docs/behaviour.md#external-services). Nothing else may log an error.
const EXPECTED_ERRORS = [
  /^console\.error: Crypto prices could not be fetched \(.*\); using the (default|last fetched) prices\./,
];

async function consoleErrors(session) {
  try {
    const errors = await session.evaluate(takeProbedErrors);
    return errors.filter((error) => !EXPECTED_ERRORS.some((expected) => expected.test(error)));
  } catch (error) {
    return [`(the console errors could not be read: ${error.message.split('\n')[0]})`];
  }
}

/**
 * ENGINES_ONLY (a piece of a check's name, or several separated by '|') runs only the checks whose
 * name holds one, and those that set the stage (the window's size, the static Storybook): for the
 * minute after an edit to one journey, never in npm test.
 */
const only = (process.env.ENGINES_ONLY ?? '').split('|').filter(Boolean);
// The checks that set the stage for others: the window's sizing, the static Storybook's opening.
const SETTING_UP = new Set(['the viewport has the size asked', 'visual: the static Storybook opens']);
const sizesWindow = (name) => SETTING_UP.has(name);
/** Whether ENGINES_ONLY lets the check of this name run. */
const selects = (name) => only.length === 0 || only.some((piece) => name.includes(piece)) || sizesWindow(name);

/**
 * Four times the longest check (WebKit's offline sweep, under 80 s in npm test). A browser or
 * driver that stops answering (WebKitWebDriver twice held a command for good on 2026-11-28, on a
 * busy machine) would otherwise hold the step until npm test ends it as stuck (STEP_TIMEOUT_S),
 * without saying which engine or check.
 */
const CHECK_LIMIT_MS = 300_000;

/** A check that ran out of CHECK_LIMIT_MS: its browser is not answering, so that browser's run stops. */
export class EngineStopped extends Error {
  constructor() {
    super('the browser stopped answering');
    this.expected = `the check to end within ${CHECK_LIMIT_MS / 1000} s`;
    this.seen = 'no answer from the browser; the checks left for it do not run';
  }
}

export function createCheckReport() {
  let passed = 0;
  let failed = 0;
  const printFailure = (where, name, seconds, failure, errors) => {
    failed++;
    const lines = [`✗ [${where}] ${name} (${seconds} s)`];
    if (failure) {
      lines.push(`    expected: ${failure.expected ?? 'no error'}`);
      lines.push(`    seen:     ${failure.seen ?? failure.stack ?? failure.message}`);
    } else {
      lines.push('    expected: no console errors');
    }
    for (const error of errors) lines.push(`    console:  ${error}`);
    console.log(lines.join('\n'));
  };
  return {
    selects,
    /**
     * Runs `body` as one check on `session` at `size`; a thrown error or a console error fails it.
     * Resolves to whether it passed.
     */
    async check(session, size, name, body) {
      if (!selects(name)) return false;
      const where = `${session.engine} ${size.width}x${size.height}`;
      const started = performance.now();
      let failure = null;
      let timer;
      const limit = new Promise((resolve, reject) => {
        timer = setTimeout(() => reject(new EngineStopped()), CHECK_LIMIT_MS);
      });
      try {
        await Promise.race([body(), limit]);
      } catch (error) {
        failure = error;
      } finally {
        clearTimeout(timer);
      }
      if (failure instanceof EngineStopped) {
        printFailure(where, name, (CHECK_LIMIT_MS / 1000).toFixed(1), failure, []);
        throw failure;
      }
      const errors = await consoleErrors(session);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (!failure && errors.length === 0) {
        passed++;
        console.log(`✓ [${where}] ${name} (${seconds} s)`);
        return true;
      }
      printFailure(where, name, seconds, failure, errors);
      return false;
    },
    /** A failure outside any check (an engine that would not start), counted like one. */
    fail(engine, name, error) {
      printFailure(engine, name, '0.0', error, []);
    },
    get failed() {
      return failed;
    },
    summary: () => `${passed} passed, ${failed} failed`,
  };
}
