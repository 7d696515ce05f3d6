/**
 * A tap the instant a page opens in the running app counts (docs/behaviour.md#early-taps): 'Add to
 * Cart' tapped as soon as it shows after the product card's link, with no wait for the page to
 * settle, adds the product once.
 */
import { openStarted, untilScreen } from '../appSteps.mjs';
import { clearStoredState, visibleNamed } from '../inPage.mjs';
import { tap, until } from '../waitFor.mjs';

/** The nav's cart link's text and the cart's stored lines. */
function cartNow() {
  return {
    link: document.querySelector('header a[href="/cart"]')?.textContent.replace(/\s+/g, ' ').trim() ?? null,
    lines: JSON.stringify(JSON.parse(localStorage.getItem('cart') ?? '{}').lines ?? null),
  };
}

export async function tapAsPageOpens(session) {
  // A full load after the cart is cleared: a running app keeps the cart it read.
  await session.evaluate(clearStoredState);
  await openStarted(session, '/products');
  await tap(session, "the product 'Blue 100'", visibleNamed, 'main a', 'Blue 100');
  await tap(session, "'Add to Cart' as soon as it shows", visibleNamed, 'main button', 'Add to Cart');
  await untilScreen(session, 'Blue 100', '/products/p01');
  await until(session, "Blue 100 in the cart once, and the nav's link saying 1 item", cartNow, [], {
    accept: ({ link, lines }) =>
      link?.endsWith('(1 item in cart)') && lines === JSON.stringify([{ id: 'p01', type: 'product', quantity: 1 }]),
  });
}
