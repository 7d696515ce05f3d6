/**
 * The nav's cart button names what the cart holds in a list that opens on hover: its code loads
 * on the first hover, not with the page, and Escape closes it. A pointer that came to rest on the
 * pre-rendered button before the app ran gets the list once it does: the app asks the engine
 * whether the button is under the pointer (`:hover`), which each engine answers in its own way
 * (src/features/shop/cart/CartButton.tsx).
 */
import { openStarted, tapsBeforeStartUp } from '../appSteps.mjs';
import { clearStoredState, visible } from '../inPage.mjs';
import { expectThat, until } from '../waitFor.mjs';
import { settled } from './earlyTaps.mjs';

const CART_LINK = 'header a[href="/cart"]';
const EMPTY = 'Your cart is empty';

/** The list's text when it shows, and how many times its code has been loaded. */
function cartList() {
  const list = document.querySelector('[role="tooltip"]');
  return {
    text:
      list && list.getClientRects().length > 0 && getComputedStyle(list).visibility !== 'hidden'
        ? list.textContent.replace(/\s+/g, ' ').trim()
        : null,
    loads: performance.getEntriesByType('resource').filter((entry) => entry.name.includes('CartHoverList')).length,
  };
}

/** Moves the pointer onto the first visible element matching `selector`; false when there is none. */
const hoverOn = (session, selector) =>
  session.withElement(visible, [selector], async (element) => {
    await session.hover(element);
    return true;
  });

/**
 * Moves the pointer off the cart button, onto the page's heading, before the next load: WebKit
 * keeps a pointer that does not move after a load out of `:hover`, so one left on the button by
 * the check before would not count as resting there; the others would open the list at once.
 */
const pointerOffCart = (session) => hoverOn(session, 'h1').catch(() => false);

/** Starts anywhere; ends on / with the list closed and the pointer on the button. */
export async function cartListOnHover(session) {
  await pointerOffCart(session);
  await session.evaluate(clearStoredState);
  await openStarted(session, '/');
  await session.evaluate(settled);
  const before = await session.evaluate(cartList);
  expectThat(before.loads === 0 && before.text === null, "the list's code not loaded with the page", before);

  expectThat(await hoverOn(session, CART_LINK), "the nav's cart button on the page", 'none');
  await until(session, `the list open, reading "${EMPTY}", its code loaded once`, cartList, [], {
    accept: ({ text, loads }) => text === EMPTY && loads === 1,
  });
  await session.press('Escape');
  await until(session, 'the list closed on Escape', cartList, [], { accept: ({ text }) => text === null });
}

/** Starts anywhere; ends on / with the list open. */
export async function restingPointerGetsList(session, proxy) {
  await pointerOffCart(session);
  await session.evaluate(clearStoredState);
  // The app's code is held until the pointer is on the pre-rendered button: its pointerenter
  // then reaches no handler, as on a slow phone or a busy machine.
  await tapsBeforeStartUp(session, proxy, '/', () => hoverOn(session, CART_LINK));
  await until(session, `the list open, reading "${EMPTY}"`, cartList, [], { accept: ({ text }) => text === EMPTY });
}
