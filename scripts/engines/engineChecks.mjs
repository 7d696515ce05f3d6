/**
 * Everything one engine is checked for: the journeys at a phone's size and at a desktop's, the
 * sweep of every route at both phone widths and the desktop's, and the shop offline. The order
 * lets each journey start where the last left the app, so few pages are loaded in full.
 */
import { admConsole, csmRefusedAdmDashboard, refusalsInARow } from './journeys/admConsole.mjs';
import { backKeepsScroll } from './journeys/backKeepsScroll.mjs';
import { bundleTotals } from './journeys/bundleTotals.mjs';
import { cartListOnHover, restingPointerGetsList } from './journeys/cartButtonList.mjs';
import { catalogueInAddress } from './journeys/catalogueInAddress.mjs';
import { csmViewInAddress } from './journeys/csmViewInAddress.mjs';
import { discountLineFits } from './journeys/discountLineFits.mjs';
import { deviceLocationNotStuck } from './journeys/deviceLocationNotStuck.mjs';
import { earlyTapCopiesAddressOnce } from './journeys/earlyTapCopyAddress.mjs';
import { addressToolsWork, fieldToolsWork, sessionRefusedSaysSo } from './journeys/hardenedTools.mjs';
import { absurdCredentialsRefused, longReplyRefused, longUsernameRefused } from './journeys/hostileInput.mjs';
import {
  focusRingsEverywhere,
  keyboardAlone,
  navLinkFocusesHeading,
  skipLinkMovesToContent,
} from './journeys/keyboardJourneys.mjs';
import { mobileMenuNavigates } from './journeys/mobileMenuNavigates.mjs';
import { notFoundPage } from './journeys/notFoundPage.mjs';
import { offlineAfterFirstVisit } from './journeys/offlineAfterFirstVisit.mjs';
import {
  categoryTabSelectedOnce,
  earlyTapAddsToCartOnce,
  earlyTapOpensProduct,
  scrollBeforeStartUpKept,
  stepperTapsReplayedInOrder,
} from './journeys/earlyTaps.mjs';
import { routeSweep } from './journeys/routeSweep.mjs';
import { secureNoticeReadOnce } from './journeys/secureNotice.mjs';
import { shopJourney } from './journeys/shopJourney.mjs';
import { storedCartRepaired } from './journeys/storedCartRepaired.mjs';
import { staffJourney } from './journeys/staffJourney.mjs';
import { staffOverlaysFit } from './journeys/staffOverlaysFit.mjs';
import { tapAsPageOpens } from './journeys/tapAsPageOpens.mjs';
import { typedAddressAtTop } from './journeys/typedAddressAtTop.mjs';
import { toastLeavesMenuFree } from './journeys/toastLeavesMenuFree.mjs';
import { toastLeavesPageFree } from './journeys/toastLeavesPageFree.mjs';

// Phones: an ordinary one and the narrowest supported (docs/behaviour.md#phones).
const PHONE = { width: 390, height: 844, phone: true };
const NARROW_PHONE = { width: 320, height: 844, phone: true };
const DESKTOP = { width: 1280, height: 800 };
// A wide desktop, where the cart's summary column is at its narrowest against its text.
const WIDE_DESKTOP = { width: 1440, height: 900 };

/**
 * The journeys at one size. What does not depend on the window runs at the phone's size only,
 * where start-up is slowest: the taps at first paint (each a full page load), the csm's new
 * credentials (two more logins) and the device panel's location (a 6 s wait for a permission
 * prompt); so do the mobile menu's toast checks and the staff screens' drawer and dialog, which
 * a phone shows differently.
 */
async function journeys(check, session, proxy, size) {
  const phone = size === PHONE;
  await check(
    'shop: payment with an empty cart goes to the cart, the logo home, to a product, add 2, the toast, the cart (quantity, total, reload), security check, payment, coin switch, back to the cart',
    () => shopJourney(session),
  );
  if (phone) {
    await check(
      'stored values that are not JSON leave start-up whole; a stored cart with an invalid line and an old shape opens repaired, and is stored repaired',
      () => storedCartRepaired(session),
    );
    await check("two bundles: each bundle page's checkout, the cart and the payment page agree on every total", () =>
      bundleTotals(session),
    );
    await check(
      "the catalogue's tab and search live in the address: a reload, a product and Back, a copied link; unknown values open the default",
      () => catalogueInAddress(session),
    );
    await check("tap at first paint on 'Add to Cart' adds the product once", () =>
      earlyTapAddsToCartOnce(session, proxy),
    );
    await check("taps at first paint on the stepper, then 'Add to Cart', are replayed in order", () =>
      stepperTapsReplayedInOrder(session, proxy),
    );
    await check('a tap at first paint on a category tab selects it once the app runs, one history entry', () =>
      categoryTabSelectedOnce(session, proxy),
    );
    await check('a tap at first paint on a product card opens the product, and Back returns to the catalogue', () =>
      earlyTapOpensProduct(session, proxy),
    );
    await check('a scroll before the app runs is kept once it does', () => scrollBeforeStartUpKept(session, proxy));
    await check("a tap on 'Add to Cart' the instant the product's page opens in the app adds it once", () =>
      tapAsPageOpens(session),
    );
    await check("tap at first paint on 'Copy Bitcoin address' copies once, in the tap itself", () =>
      earlyTapCopiesAddressOnce(session, proxy),
    );
    for (const menuFirst of [false, true]) {
      const name = menuFirst
        ? "a toast that comes while the mobile menu is open leaves the menu's heading and links free"
        : "a toast showing when the mobile menu opens moves off the menu's heading and links, and the page's h1";
      await check(name, () => toastLeavesMenuFree(session, { menuFirst }));
    }
    await check('the mobile menu opens with its groups, and a tap on its link opens that page and closes it', () =>
      mobileMenuNavigates(session),
    );
    await check(
      "the toast sits under the nav bar and leaves each shop page's heading, and the first price and 'Add to Cart', free",
      () => toastLeavesPageFree(session),
    );
  }
  await check(
    "an unknown address shows the 404 page and logs it; 'Back to Home' returns home, with the shop's chrome, which stays mounted",
    () => notFoundPage(session, { desktop: !phone }),
  );
  await check("a link's page opens at the top, and Back returns to where the visitor was", () =>
    backKeepsScroll(session),
  );
  if (phone) {
    await check(
      'a typed address opens at the top after a scrolled page, and so does its reload; Back finds the place left',
      () => typedAddressAtTop(session),
    );
  }
  let dashboardShownAt = null;
  const staffDay =
    'staff: csm login, device panel, accounts page 2, a ticket, approve a review, answer and approve another';
  await check(phone ? `${staffDay}, new credentials, log in again` : staffDay, () =>
    staffJourney(session, { newCredentials: phone, onDashboard: (shownAt) => (dashboardShownAt = shownAt) }),
  );
  if (phone) {
    await check("the device panel's location line leaves 'Detecting...' within 6 s, prompt unanswered", () =>
      deviceLocationNotStuck(session, dashboardShownAt),
    );
    await check('the customer record and the reply dialog fit the phone at 390 and 320 px', () =>
      staffOverlaysFit(session, [PHONE, NARROW_PHONE]),
    );
    await check(
      "the csm dashboard's tab, list, filter and page live in the address: a reload, Back through them, a copied link",
      () => csmViewInAddress(session),
    );
    await check(
      'a 250 000-character username is refused with a message, and the saved credentials stay as they were',
      () => longUsernameRefused(session),
    );
    await check('a 250 000-character reply is refused with a message; an approval made before survives a reload', () =>
      longReplyRefused(session),
    );
    await check(
      'a stored credential record asking for 200 000 000 rounds fails the login at once, with a message',
      () => absurdCredentialsRefused(session),
    );
  }
  await check('adm: log in, open a module, log out, the dashboard refused after', () => admConsole(session));
  if (phone) {
    await check("'Secure connection established' shows on every load, and is read out on the tab's first only", () =>
      secureNoticeReadOnce(session),
    );
  }
  if (!phone) {
    // A mouse's hover, double and right clicks. The two hovers leave the pointer on the cart
    // button; the next check's first click moves it away.
    await check("the cart button's list loads on first hover, not with the page, and closes on Escape", () =>
      cartListOnHover(session),
    );
    await check('a pointer resting on the cart button before the app runs gets its list once it does', () =>
      restingPointerGetsList(session, proxy),
    );
    await check(
      'a double click selects and a right click opens the menu in a form field; the menu stays refused on plain text',
      () => fieldToolsWork(session),
    );
    await check('the Bitcoin address can be selected and right-clicked; a refused copy says so', () =>
      addressToolsWork(session),
    );
    await check('a staff login whose session the browser refuses to store says so, and does not enter', () =>
      sessionRefusedSaysSo(session),
    );
    // A keyboard's Tab walks, where a keyboard is at hand.
    await check('keyboard alone: browse, search, open a product, change quantity, add to cart, reach checkout', () =>
      keyboardAlone(session),
    );
    await check(
      'after a keyboard-activated nav link, focus is on the new page heading and its title is announced',
      () => navLinkFocusesHeading(session),
    );
    await check('the skip link is the first Tab stop and moves to the content', () => skipLinkMovesToContent(session));
    await check('every control on the seven main pages shows a focus ring when Tab reaches it', () =>
      focusRingsEverywhere(session),
    );
  }
  if (phone) {
    await check("a csm's session: the adm dashboard refused, the csm's own screens open", () =>
      csmRefusedAdmDashboard(session),
    );
    await check('staff screens refused in a row, each at once: every refusal says why and drops its flag', () =>
      refusalsInARow(session),
    );
  }
}

/**
 * An engine's checks come in two parts, each of which may run in a browser of its own (run.mjs):
 * the journeys at a phone's size; then the route sweep, the journeys at a desktop's size and the
 * offline check. Each journey starts from a clean state of its own (a login clears what the last
 * one stored), so neither part needs the other, and ENGINES_ONLY may pick any check.
 */
export const CHECK_PARTS = {
  async phone({ report, session, proxy }) {
    const check = (name, body) => report.check(session, PHONE, name, body);
    if (await check('the viewport has the size asked', () => session.setSize(PHONE))) {
      await journeys(check, session, proxy, PHONE);
    }
  },
  async desktop({ report, session, proxy, offlineProxy, routes }) {
    const checkAt = (size) => (name, body) => report.check(session, size, name, body);
    await routeSweep(checkAt, session, routes, [PHONE, NARROW_PHONE, DESKTOP]);
    if (await checkAt(DESKTOP)('the viewport has the size asked', () => session.setSize(DESKTOP))) {
      await journeys(checkAt(DESKTOP), session, proxy, DESKTOP);
    }
    if (await checkAt(WIDE_DESKTOP)('the viewport has the size asked', () => session.setSize(WIDE_DESKTOP))) {
      await checkAt(WIDE_DESKTOP)('the cart keeps "Bundle discount: Night Owl × 1" on one line', () =>
        discountLineFits(session),
      );
    }
    // Last, and on an origin of its own: the worker it installs serves nothing to the checks above.
    await checkAt(DESKTOP)('the viewport has the size asked', () => session.setSize(DESKTOP));
    await checkAt(DESKTOP)(
      'offline after the first visit: every route opens with the network cut, and a reload shows the page',
      () => offlineAfterFirstVisit(session, offlineProxy, routes),
    );
  },
};
