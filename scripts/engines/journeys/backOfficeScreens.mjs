/**
 * Every back-office screen, each one check: it shows its main heading and does not scroll
 * sideways. In an order that needs no login of its own after the staff journey's but the adm's:
 * the csm's screens, the csm login after a logout, the adm login, the Command Bridge.
 */
import { untilScreen } from '../appSteps.mjs';
import { pageState, visible, visibleNamed } from '../inPage.mjs';
import { tap, typeInto, until } from '../waitFor.mjs';
import { expectNoSidewaysScroll, screenFits } from './screenFits.mjs';
import { logInAsCsm } from './staffJourney.mjs';

const CSM_DASHBOARD = '/admin-dashboard/csm';
const LOGIN_TIMEOUT_MS = 30_000;

/** Whether the app runs with a csm session (src/features/staff-auth/staffSession.ts). */
function csmSessionRunning() {
  // Stored as JSON: true and "csm".
  return (
    document.documentElement.hasAttribute('data-app-started') &&
    localStorage.getItem('isAdmin') === 'true' &&
    localStorage.getItem('staffRole') === '"csm"'
  );
}

/** Logs in as the csm unless the app already runs with a csm session (the staff journey's). */
async function csmSession(session) {
  if (!(await session.evaluate(csmSessionRunning).catch(() => false))) await logInAsCsm(session);
}

const csmScreen = (path, h1) => ({
  name: `${path} opens with "${h1}", no sideways scroll`,
  async run(session) {
    await csmSession(session);
    await screenFits(session, { path, h1 });
  },
});

export const backOfficeScreens = [
  csmScreen('/feedback', 'Customer Feedback Management'),
  // The last tab's screen is where the logout below starts.
  ...['accounts', 'support', 'feedback', 'settings'].map((tab) =>
    csmScreen(`${CSM_DASHBOARD}?tab=${tab}`, 'Customer Service Dashboard'),
  ),
  {
    name: '/admin?role=csm after a logout opens with "Customer Service Access", no sideways scroll',
    async run(session) {
      await csmSession(session);
      const { path } = await session.evaluate(pageState);
      if (!path.startsWith(CSM_DASHBOARD)) {
        await screenFits(session, { path: CSM_DASHBOARD, h1: 'Customer Service Dashboard' });
      }
      await tap(session, "'Logout'", visibleNamed, 'button', 'Logout');
      await untilScreen(session, 'Customer Service Access', '/admin?role=csm');
      await expectNoSidewaysScroll(session, '/admin?role=csm');
    },
  },
  {
    name: '/admin opens with "Command Bridge Access", no sideways scroll',
    run: (session) => screenFits(session, { path: '/admin', h1: 'Command Bridge Access' }),
  },
  {
    name: 'the adm login leads to /admin-dashboard/adm with "Command Bridge", no sideways scroll',
    async run(session) {
      await until(session, 'the adm login', pageState, [], { accept: (state) => state.path === '/admin' });
      await typeInto(session, 'Username', 'admin', visible, 'input[name="username"]');
      await typeInto(session, 'Password', 'command-bridge', visible, 'input[name="password"]');
      await tap(session, "'Access Command Bridge'", visibleNamed, 'button', 'Access Command Bridge');
      await untilScreen(session, 'Command Bridge', '/admin-dashboard/adm', LOGIN_TIMEOUT_MS);
      await expectNoSidewaysScroll(session, '/admin-dashboard/adm');
    },
  },
];
