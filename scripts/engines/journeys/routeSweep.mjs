/**
 * The route sweep: every route of e2e/routeTable.mjs opened once inside the running app (a
 * history entry and popstate, as a link does: a full load per screen would cost more than the
 * screen) and judged at each size, the window resized between them: its heading, its title, and
 * at a phone's widths the phone layout audit, at a desktop's no sideways scroll. A resize costs a
 * fraction of a page's render, and a page that lays itself out right only when opened at its size
 * fails too. The routes needing a staff session come last, a role at a time, each role's session
 * stored before one full load.
 */
import { openStarted } from '../appSteps.mjs';
import { navigateInApp, storeCart, storeStaffSession } from '../../../e2e/inAppMoves.mjs';
import { atRest, clearStoredState, pageWidth } from '../inPage.mjs';
import { MIN_TARGET_PX, phoneLayoutFaults } from '../phoneLayoutAudit.mjs';
import { expectThat, until, untilPage } from '../waitFor.mjs';

/** Fails unless the page fits a window of `size`: at a phone's width the whole audit, else no sideways scroll. */
export async function expectFits(session, size, where) {
  if (!size.phone) {
    const width = await session.evaluate(pageWidth);
    expectThat(
      width.scrollWidth <= width.innerWidth,
      `${where} no wider than the window`,
      `the page is ${width.scrollWidth} px wide in a ${width.innerWidth} px window`,
    );
    return;
  }
  await until(session, `${where} at rest (no animation running, nothing busy)`, atRest);
  const faults = await session.evaluate(phoneLayoutFaults, MIN_TARGET_PX, size.width);
  expectThat(faults.length === 0, `${where} to fit a ${size.width} px phone`, faults.join('\n              '));
}

/**
 * Waits until the page shows the route's heading and title, where the route lands, and the tab it
 * names with its panel drawn: a tab's content follows the address in a deferred render, and the
 * heading and title are the same on every tab.
 */
export function untilRouteShown(session, route) {
  const where = route.landsOn ?? route.path;
  return untilPage(
    session,
    `${where} showing the heading "${route.h1}" and the title "${route.title}"` +
      (route.tab ? `, and the tab "${route.tab}" drawn` : ''),
    (state) =>
      state.path === where &&
      state.h1 === route.h1 &&
      state.title === route.title &&
      (!route.tab || (state.tab?.name === route.tab && state.tab.drawn)),
  );
}

/** Whether the page is one of the app's (not the browser's first, blank one). */
function onAppOrigin() {
  return location.protocol.startsWith('http');
}

export async function routeSweep(checkAt, session, routes, sizes) {
  /** The size the window has, null when a failed check left it unknown. */
  let here = null;
  for (const role of [undefined, 'csm', 'adm']) {
    const group = routes.filter((route) => route.staff === role);
    // Set once the group's session is stored and the app loaded: by its first route, or by the
    // first one a filter (ENGINES_ONLY) lets run.
    let opened = false;
    for (const route of group) {
      // Opened at the size the last route ended on, then the others in turn: each size opens routes.
      const start = Math.max(0, sizes.indexOf(here));
      const order = [...sizes.slice(start), ...sizes.slice(0, start)];
      for (const [step, size] of order.entries()) {
        const name = `${route.path}${role ? ` (${role})` : ''} shows "${route.h1}", titled, ${size.phone ? 'fits the phone' : 'no sideways scroll'}`;
        const passed = await checkAt(size)(name, async () => {
          if (size !== here) {
            here = null;
            await session.setSize(size);
            here = size;
          }
          if (step === 0) {
            if (route.built) {
              const { h1, title } = route.built;
              expectThat(
                h1 === route.h1 && title === route.title,
                `the build's HTML to show "${route.h1}", titled "${route.title}"`,
                route.built,
              );
            }
            if (!opened) {
              // State is stored for the app's origin: a browser still on its first, blank page
              // opens the app first.
              if (!(await session.evaluate(onAppOrigin))) await openStarted(session, '/');
              await session.evaluate(clearStoredState);
              await session.evaluate(storeCart);
              if (role) await session.evaluate(storeStaffSession, role);
              await openStarted(session, '/');
              opened = true;
            }
            await session.evaluate(navigateInApp, route.path);
          } else if (route.movesOn) {
            // Opened afresh at each size, or it moves on before all are judged.
            await session.evaluate(navigateInApp, route.movesOn);
            await untilPage(session, `${route.movesOn} opened`, (state) => state.path === route.movesOn);
            await session.evaluate(navigateInApp, route.path);
          }
          await untilRouteShown(session, route);
          await expectFits(session, size, route.path);
        });
        // A route that did not open is not judged at the other sizes.
        if (!passed && step === 0) break;
      }
    }
  }
}
