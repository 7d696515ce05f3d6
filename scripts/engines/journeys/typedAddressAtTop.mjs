/**
 * A typed address opens at the top, even in a tab that scrolled other pages, and so does the
 * reload of such a fresh entry; Back to a typed page finds where the visitor left it
 * (docs/behaviour.md#scrolling). Each load is a typed address: a new document on a history entry
 * the app did not make, which engines file their saved positions for differently.
 */
import { openStarted, reloadStarted, untilScreen } from '../appSteps.mjs';
import { expectThat, until } from '../waitFor.mjs';
import { scrollTo, scrollY, untilScrolledTo } from './backKeepsScroll.mjs';
import { settled } from './earlyTaps.mjs';

const scrolledTo = (session, where, y) =>
  until(session, `${where} scrolled to ${y}`, scrollTo, [y], { accept: (seen) => seen === y });

/** Fails unless the page, once the app has settled, is at its top. */
async function expectAtTop(session, where) {
  await session.evaluate(settled);
  const y = await session.evaluate(scrollY);
  expectThat(y === 0, `${where} at its top`, y);
}

export async function typedAddressAtTop(session) {
  await openStarted(session, '/');
  await scrolledTo(session, '/', 900);
  await openStarted(session, '/privacy-policy');
  await expectAtTop(session, '/privacy-policy typed after a scrolled page');
  await scrolledTo(session, '/privacy-policy', 1200);
  await openStarted(session, '/how-it-works');
  await expectAtTop(session, '/how-it-works typed after a scrolled page');
  await reloadStarted(session);
  await expectAtTop(session, '/how-it-works reloaded, never scrolled');
  await session.evaluate(() => window.history.back());
  await untilScreen(session, 'Privacy Policy', '/privacy-policy');
  await untilScrolledTo(session, '/privacy-policy, by Back, where it was left at 1200', 1200);
}
