/**
 * An address the shop has no page for shows the 404 page, says what it means, and logs the
 * address for whoever reads the console (docs/behaviour.md#shell); 'Back to Home' returns home,
 * where the shop's chrome shows: the footer's line, and at a desktop's width the main navigation,
 * whose link opens its page in the same nav bar, not one mounted again.
 */
import { openInAppOrLoad, untilScreen, untilText } from '../appSteps.mjs';
import { visibleNamed } from '../inPage.mjs';
import { expectThat, tap, until } from '../waitFor.mjs';
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
  // The page logs it in an effect, which runs after the paint: on a loaded machine, after the text shows.
  const line = `404: no page at ${UNKNOWN}`;
  await until(session, `the log line "${line}"`, () => window.enginesWarnings, [], {
    accept: (warnings) => warnings.includes(line),
  });

  await tap(session, "'Back to Home'", visibleNamed, 'main a', 'Back to Home');
  await untilScreen(session, 'CryptoVault', '/');
  await untilText(session, 'End-to-end encrypted | Military-grade security', { exact: true });
  if (!desktop) return;
  // The main navigation shows at a desktop's width, and the nav bar stays mounted as it is used.
  await session.evaluate(() => (window.enginesHeader = document.querySelector('header')));
  await tap(session, "the main navigation's 'Features'", visibleNamed, 'nav[aria-label="Main"] a', 'Features');
  await untilScreen(session, 'Premium Features', '/features');
  const kept = await session.evaluate(() => window.enginesHeader.isConnected);
  expectThat(kept, 'the same nav bar after a navigation (not mounted again)', kept);
}
