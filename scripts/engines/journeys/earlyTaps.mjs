/**
 * Taps at first paint, before the app runs (docs/behaviour.md#early-taps), each on a page loaded
 * with the app's start-up code held back by the proxy: the tap shows at once that it was taken,
 * and once the app has started it has its effect exactly once, several taps in order. The copy
 * control's case is a file of its own (earlyTapCopyAddress.mjs).
 */
import { tapsBeforeStartUp, untilScreen } from '../appSteps.mjs';
import { clearStoredState, visibleNamed } from '../inPage.mjs';
import { expectThat, tap, until, untilPage } from '../waitFor.mjs';
import { catalogueView } from './catalogueInAddress.mjs';

/** Whether the named control shows a held tap (aria-busy, its outline), and whether the app has started. */
function heldTapShown(selector, name) {
  const control = [...document.querySelectorAll(selector)].find(
    (element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim() === name,
  );
  return {
    busy: control ? control.getAttribute('aria-busy') === 'true' : null,
    outline: control ? getComputedStyle(control).outlineStyle : null,
    started: document.documentElement.hasAttribute('data-app-started'),
  };
}

/**
 * In the page: resolves once the app has done what the first effect of a tap set going. A second
 * replay of the tap would come a task or two after the first: the main thread idle twice in a
 * row is past it; where there is no idle callback (WebKit), two frames, each with a task after.
 */
export function settled() {
  const idle = window.requestIdleCallback
    ? () => new Promise((resolve) => window.requestIdleCallback(resolve))
    : () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return idle().then(idle);
}

/**
 * Taps the control `name` (matched by `selector`) while the app is held back, and fails unless it
 * shows at once, before start-up, that the tap was taken (aria-busy and a solid outline).
 */
export async function tapHeldBeforeStartUp(session, selector, name) {
  const label = `'${name}'`;
  await tap(session, label, visibleNamed, selector, name);
  const shown = await until(session, `${label} on the page`, heldTapShown, [selector, name], {
    accept: (state) => state.busy !== null,
  });
  expectThat(
    shown.busy && shown.outline === 'solid' && !shown.started,
    `${label} to show at once, before start-up, that the tap was taken (aria-busy, a solid outline)`,
    shown,
  );
}

/** The stored cart, 'Add to Cart' still showing a held tap, and the nav's cart link. */
export function cartNow() {
  const stored = JSON.parse(localStorage.getItem('cart') ?? '{"lines":[]}');
  const add = [...document.querySelectorAll('main button')].find(
    (button) => button.textContent.trim() === 'Add to Cart',
  );
  const link = document.querySelector('header a[href="/cart"]');
  return {
    lines: Array.isArray(stored) ? stored : stored.lines,
    busy: add?.hasAttribute('aria-busy') ?? null,
    link: link?.getClientRects().length > 0 ? link.textContent.replace(/\s+/g, ' ').trim() : null,
  };
}

/** Blue 100 once in the stored cart, the tap no longer held, the nav's link saying '(1 item in cart)'. */
export const addedOnce = ({ lines, busy, link }) =>
  lines.length === 1 &&
  lines[0].id === 'p01' &&
  lines[0].type === 'product' &&
  lines[0].quantity === 1 &&
  busy === false &&
  /^Secure Checkout.*\(1 item in cart\)$/.test(link ?? '');

export async function earlyTapAddsToCartOnce(session, proxy) {
  await tapsBeforeStartUp(session, proxy, '/products/p01', async () => {
    // The app has not read the cart yet: it starts from an empty one.
    await session.evaluate(clearStoredState);
    await tapHeldBeforeStartUp(session, 'main button', 'Add to Cart');
  });
  const expected = "Blue 100 in the cart once, 'Add to Cart' no longer busy, the nav saying '(1 item in cart)'";
  await until(session, expected, cartNow, [], { accept: addedOnce });
  // And only once, however long the page runs.
  await session.evaluate(settled);
  const later = await session.evaluate(cartNow);
  expectThat(addedOnce(later), `still ${expected}`, later);
}

/** Goes Back or Forward (`steps`) in the tab's history, as its buttons do, once the script has answered. */
function goInHistory(steps) {
  setTimeout(() => history.go(steps));
}

export async function stepperTapsReplayedInOrder(session, proxy) {
  await tapsBeforeStartUp(session, proxy, '/products/p01', async () => {
    await session.evaluate(clearStoredState);
    for (let times = 0; times < 2; times++) {
      await tap(session, "'Increase quantity'", visibleNamed, 'main button', 'Increase quantity');
    }
    await tap(session, "'Add to Cart'", visibleNamed, 'main button', 'Add to Cart');
  });
  await until(session, 'Blue 100 in the cart once, quantity 3', cartNow, [], {
    accept: ({ lines: [line, ...more] }) =>
      line?.id === 'p01' && line.type === 'product' && line.quantity === 3 && more.length === 0,
  });
}

export async function categoryTabSelectedOnce(session, proxy) {
  await tapsBeforeStartUp(session, proxy, '/products', () =>
    tapHeldBeforeStartUp(session, '[role="tab"]', 'Founders Edition'),
  );
  await until(session, "'Founders Edition' selected at /products?category=founders", catalogueView, [], {
    accept: (view) => view.tab === 'Founders Edition' && view.path === '/products?category=founders',
  });
  // One choice, one history entry. Back at once: the app may not have drawn the tap's address yet.
  await session.evaluate(goInHistory, -1);
  await until(session, "Back at /products with 'All Products' selected", catalogueView, [], {
    accept: (view) => view.tab === 'All Products' && view.path === '/products',
  });
  await session.evaluate(goInHistory, 1);
  await until(session, "Forward: 'Founders Edition' selected, listing Blue 100 and Pac Spirit", catalogueView, [], {
    accept: (view) => view.tab === 'Founders Edition' && view.products.join() === 'Blue 100,Pac Spirit',
  });
}

/**
 * A product card's link works before the app runs, as any link does: a tap at first paint opens
 * the product (loaded in full), and Back returns to a catalogue whose app runs. Firefox and WebKit
 * drop the page's loads as the link's navigation starts; the app must let that page go, not
 * reload it. WebKit then keeps the page in its back-forward cache, app never started, and shows it
 * on Back: the app must load it again (reloadOnPreloadError.ts).
 */
export async function earlyTapOpensProduct(session, proxy) {
  await tapsBeforeStartUp(session, proxy, '/products', () =>
    tap(session, "the card 'Blue 100'", visibleNamed, 'main article a', 'Blue 100'),
  );
  await untilScreen(session, 'Blue 100', '/products/p01');
  await session.evaluate(goInHistory, -1);
  await untilPage(
    session,
    "Back at /products, the catalogue's app running",
    (state) => state.started && state.h1 === 'Browse Our Products' && state.path === '/products',
  );
}

/** Scrolls the footer into view and reports where the page is. */
function scrollToFooter() {
  document.querySelector('footer').scrollIntoView();
  return Math.round(window.scrollY);
}

/**
 * A visitor who scrolls the pre-rendered page before the app runs stays where they scrolled to
 * once it does (docs/behaviour.md#scrolling): start-up must not scroll to the top.
 */
export async function scrollBeforeStartUpKept(session, proxy) {
  let scrolledTo = 0;
  await tapsBeforeStartUp(session, proxy, '/privacy-policy', async () => {
    // The pre-rendered page, footer and all, before the visitor scrolls it: once, in a fresh
    // clone's run, Firefox had no footer yet when the taps began (appSteps.mjs tapsBeforeStartUp).
    await until(session, "the pre-rendered page's footer", () => document.querySelector('footer') !== null);
    scrolledTo = await session.evaluate(scrollToFooter);
  });
  expectThat(scrolledTo > 0, 'the pre-rendered page to scroll before the app runs', scrolledTo);
  // Whatever start-up does to the scroll, it has done it once the app has settled.
  await session.evaluate(settled);
  const now = await session.evaluate(() => Math.round(window.scrollY));
  expectThat(now === scrolledTo, `the page still at ${scrolledTo} once the app runs`, now);
}
