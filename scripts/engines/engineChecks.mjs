/**
 * Everything one engine is checked for, in one browser window: the journeys at a phone's size and
 * then a desktop's, and between them the sweep of every shopper route at both. The order lets
 * each journey start where the last left the app, and few pages are loaded in full.
 */
import { openStarted, untilScreen } from './appSteps.mjs';
import { backOfficeScreens } from './journeys/backOfficeScreens.mjs';
import { deviceLocationNotStuck } from './journeys/deviceLocationNotStuck.mjs';
import { earlyTapAddsToCartOnce } from './journeys/earlyTapAddToCart.mjs';
import { earlyTapCopiesAddressOnce } from './journeys/earlyTapCopyAddress.mjs';
import { expectNoSidewaysScroll, screenFits } from './journeys/screenFits.mjs';
import { shopJourney } from './journeys/shopJourney.mjs';
import { staffJourney } from './journeys/staffJourney.mjs';
import { toastLeavesOpenMenuFree } from './journeys/toastLeavesMenuFree.mjs';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A cart with one product, so the payment page opens in the sweep. */
function seedCart() {
  if (!location.protocol.startsWith('http')) return;
  localStorage.setItem('cart', JSON.stringify({ lines: [{ id: 'p01', type: 'product', quantity: 1 }], bundles: [] }));
}

/**
 * The journeys at one size. What does not depend on the window runs at the phone's size only,
 * where start-up is slowest: the taps at first paint (each a full page load) and the device
 * panel's location (a 6 s wait for a permission prompt); so does the mobile menu's toast check.
 */
async function journeys(check, session, proxy, size) {
  const phone = size === PHONE;
  await check('shop: add to cart, nav count, cart quantity, reload keeps it, security check, payment coin switch', () =>
    shopJourney(session),
  );
  if (phone) {
    await check("tap at first paint on 'Add to Cart' adds the product once", () =>
      earlyTapAddsToCartOnce(session, proxy),
    );
    await check("tap at first paint on 'Copy Bitcoin address' copies once, in the tap itself", () =>
      earlyTapCopiesAddressOnce(session, proxy),
    );
    await check("the secure-connection toast leaves the open mobile menu's links and the h1 uncovered", () =>
      toastLeavesOpenMenuFree(session),
    );
  }
  let dashboardShownAt = null;
  await check('staff: csm login, the four dashboard tabs, approve a review', () =>
    staffJourney(session, (shownAt) => (dashboardShownAt = shownAt)),
  );
  if (phone) {
    await check("the device panel's location line leaves 'Detecting...' within 6 s, prompt unanswered", () =>
      deviceLocationNotStuck(session, dashboardShownAt),
    );
  }
  for (const screen of backOfficeScreens) await check(screen.name, () => screen.run(session));
}

/**
 * Each route opened once, inside the running app, and judged at both sizes: at the size the last
 * route ended on, then resized to the other. A resize costs a fraction of a page's render, and
 * a page that lays itself out right only when opened at its size fails too.
 */
async function routeSweep(checkAt, session, routes) {
  let [here, there] = [PHONE, DESKTOP];
  for (const [index, route] of routes.entries()) {
    const name = `${route.path} opens with "${route.h1}", no sideways scroll`;
    const opened = await checkAt(here)(name, async () => {
      if (index === 0) {
        await session.evaluate(seedCart);
        await openStarted(session, '/');
      }
      await screenFits(session, route);
    });
    if (!opened) continue;
    await checkAt(there)(name, async () => {
      await session.setSize(there);
      await untilScreen(session, route.h1, route.landsOn ?? route.path);
      await expectNoSidewaysScroll(session, route.path);
    });
    [here, there] = [there, here];
  }
}

export async function runEngineChecks({ report, session, proxy, routes }) {
  const checkAt = (size) => (name, body) => report.check(session, size, name, body);
  const atSize = async (size) => checkAt(size)('the viewport has the size asked', () => session.setSize(size));
  if (await atSize(PHONE)) await journeys(checkAt(PHONE), session, proxy, PHONE);
  await routeSweep(checkAt, session, routes);
  if (await atSize(DESKTOP)) await journeys(checkAt(DESKTOP), session, proxy, DESKTOP);
}
