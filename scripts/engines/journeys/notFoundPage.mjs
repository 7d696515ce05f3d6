/**
 * An address the shop has no page for shows the 404 page, says what it means, and logs the
 * address for whoever reads the console (docs/behaviour.md#shell); 'Back to Home' returns home,
 * where the shop's chrome shows: the footer's line, and at a desktop's width the main navigation.
 */
import { openInAppOrLoad, untilScreen, untilText } from '../appSteps.mjs';
import { visible, visibleNamed } from '../inPage.mjs';
import { expectThat, tap } from '../waitFor.mjs';
import { navigateInApp } from '../../../e2e/inAppMoves.mjs';

const UNKNOWN = '/this/does/not/exist';

/** Keeps what the page logs as warnings from now on (once per page: a second call starts afresh). */
function keepWarnings() {
  if (!window.enginesWarnings) {
    const warn = console.warn;
    console.warn = (...args) => {
      window.enginesWarnings.push(args.map(String).join(' '));
      return warn.apply(console, args);
    };
  }
  window.enginesWarnings = [];
}

export async function notFoundPage(session, { desktop }) {
  await openInAppOrLoad(session, '/', 'CryptoVault');
  await session.evaluate(keepWarnings);
  await session.evaluate(navigateInApp, UNKNOWN);
  await untilScreen(session, 'Page Not Found', UNKNOWN);
  await untilText(session, "The page you are looking for doesn't exist or has been moved.", { exact: true });
  const warnings = await session.evaluate(() => window.enginesWarnings);
  expectThat(warnings.includes(`404: no page at ${UNKNOWN}`), `the log line "404: no page at ${UNKNOWN}"`, warnings);

  await tap(session, "'Back to Home'", visibleNamed, 'main a', 'Back to Home');
  await untilScreen(session, 'CryptoVault', '/');
  await untilText(session, 'End-to-end encrypted | Military-grade security', { exact: true });
  if (desktop) {
    const nav = await session.evaluate(visible, 'nav[aria-label="Main"]');
    expectThat(nav !== null, "the main navigation shown at a desktop's width", nav);
  }
}
