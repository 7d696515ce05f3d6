/**
 * What a phone opens over the csm's lists fits it too: the customer record (a drawer) and the
 * reply to a review (a dialog), each audited at both phone widths (routeSweep.mjs expectFits).
 * Each closes as a busy phone would (busyWhenClosing). Starts on the dashboard the staff journey
 * left, or logs in.
 */
import { ROUTES } from '../../../e2e/routeTable.mjs';
import { navigateInApp } from '../../../e2e/inAppMoves.mjs';
import { visible, visibleNamed } from '../inPage.mjs';
import { tap, until } from '../waitFor.mjs';
import { expectFits, untilRouteShown } from './routeSweep.mjs';
import { csmSessionOrLogIn } from './staffJourney.mjs';

/**
 * Opens the csm dashboard's tab `value` (`?tab=`), unfiltered, inside the running app, through the
 * Settings tab. The app renders an address it is sent in a transition, and until then the page
 * shows the last one under the new address: were this tab already selected with a filtered list
 * (a journey before may leave it so), the wait would pass on that list, and a tap on its first row
 * could meet a row about to go. A tab whose name has changed has been rendered, its list with it.
 */
async function openCsmTab(session, value) {
  for (const tab of ['settings', value]) {
    const route = ROUTES.find((each) => each.path === `/admin-dashboard/csm?tab=${tab}`);
    await session.evaluate(navigateInApp, route.path);
    await untilRouteShown(session, route);
  }
}

/**
 * Whether a dialog (or drawer) is open, and its name; a backdrop still on the page counts, since
 * it takes every tap until its exit animation ends (seen in WebKit under load, after the drawer's
 * own content had gone).
 */
function openDialog() {
  const dialog = [...document.querySelectorAll('[role="dialog"], [data-scope="dialog"][data-part="backdrop"]')].find(
    (element) => element.getClientRects().length > 0,
  );
  if (!dialog) return null;
  return dialog.getAttribute('aria-label') ?? (dialog.textContent.trim().slice(0, 40) || 'a backdrop');
}

/**
 * Makes the page busy for 600 ms (a slow phone's long task) in the same task that closes the open
 * overlay: WebKit then ends the backdrop's exit animation before the next frame, and an overlay
 * library that only listens for its end after that frame keeps the invisible backdrop over the
 * page for good (zag-js presence before 1.45, chakra-ui/zag#3349).
 */
function busyWhenClosing() {
  const backdrop = document.querySelector('[data-scope="dialog"][data-part="backdrop"]');
  const observer = new MutationObserver(() => {
    if (backdrop.getAttribute('data-state') !== 'closed') return;
    observer.disconnect();
    // Resolving the style starts the exit animation now, inside the long task.
    getComputedStyle(backdrop).getPropertyValue('animation-name');
    const started = performance.now();
    while (performance.now() - started < 600);
  });
  observer.observe(backdrop, { attributes: true, attributeFilter: ['data-state'] });
}

/**
 * Opens the overlay with `open`, audits it at each size in `sizes` (ending at the first), closes it
 * with `close` in a long task and waits until nothing of it is left to take a tap.
 */
async function overlayFits(session, what, sizes, open, close) {
  await tap(session, ...open);
  await until(session, `${what} open`, openDialog);
  for (const size of [...sizes.slice(1), sizes[0]]) {
    await session.setSize(size);
    await expectFits(session, size, `${what} at ${size.width} px`);
  }
  await session.evaluate(busyWhenClosing);
  await tap(session, ...close);
  await until(session, `${what} closed`, openDialog, [], { accept: (name) => name === null });
}

export async function staffOverlaysFit(session, sizes) {
  await csmSessionOrLogIn(session);
  await openCsmTab(session, 'accounts');
  await overlayFits(
    session,
    'the customer record',
    sizes,
    ['the first customer', visible, '[role="tabpanel"] button[aria-label^="Open record of"]'],
    ["'Close customer record'", visibleNamed, 'button', 'Close customer record'],
  );
  await openCsmTab(session, 'feedback');
  await overlayFits(
    session,
    'the reply dialog',
    sizes,
    ["the first review's 'Reply'", visible, '[role="tabpanel"] article button[aria-label^="Reply to review"]'],
    ["the dialog's 'Close'", visibleNamed, '[role="dialog"] button', 'Close'],
  );
}
