/**
 * A tap the instant a page opens in the running app counts (docs/behaviour.md#early-taps): 'Add to
 * Cart' tapped as soon as it shows after the product card's link, with no wait for the page to
 * settle, adds the product once.
 */
import { openStarted, untilScreen } from '../appSteps.mjs';
import { clearStoredState, visibleNamed } from '../inPage.mjs';
import { tap, until } from '../waitFor.mjs';
import { addedOnce, cartNow } from './earlyTaps.mjs';

export async function tapAsPageOpens(session) {
  // A full load after the cart is cleared: a running app keeps the cart it read.
  await session.evaluate(clearStoredState);
  await openStarted(session, '/products');
  await tap(session, "the product 'Blue 100'", visibleNamed, 'main a', 'Blue 100');
  await tap(session, "'Add to Cart' as soon as it shows", visibleNamed, 'main button', 'Add to Cart');
  await untilScreen(session, 'Blue 100', '/products/p01');
  await until(session, "Blue 100 in the cart once, 'Add to Cart' not busy, the nav's link saying 1 item", cartNow, [], {
    accept: addedOnce,
  });
}
