/**
 * The adm's console: log in at /admin, open a module and see the terminal load it, log out (the
 * terminal says so first), and find the dashboard refused once the session has ended; then staff
 * screens refused in a row, each the moment the last refusal landed.
 */
import { navigateInApp, storeStaffSession } from '../../../e2e/inAppMoves.mjs';
import { openInApp, openStarted, untilScreen, untilText } from '../appSteps.mjs';
import { addressOnceAt, clearStoredState, visible, visibleNamed } from '../inPage.mjs';
import { expectThat, tap, typeInto, until } from '../waitFor.mjs';

// The login hashes the password with PBKDF2 (600 000 iterations) in the page: seconds on a busy machine.
const LOGIN_TIMEOUT_MS = 30_000;

/** The System Terminal's text. */
function terminalText() {
  return document.querySelector('[role="log"][aria-label="Terminal output"]')?.textContent ?? '';
}

/** The first module button whose text starts with `name`. */
function moduleButton(name) {
  return (
    [...document.querySelectorAll('button')].find(
      (button) => button.getClientRects().length > 0 && button.textContent.trim().startsWith(name),
    ) ?? null
  );
}

const CSM_LOGIN = '/admin?role=csm';
/** Guarded screens opened in a row without a session: each refusal lands on the csm's login. */
const REFUSED_IN_A_ROW = [
  '/feedback',
  '/admin-dashboard/csm',
  '/feedback',
  '/admin-dashboard/csm',
  '/feedback',
  '/admin-dashboard/csm',
];

const untilTerminalSays = (session, line) =>
  until(session, `the terminal to say "${line}"`, terminalText, [], { accept: (text) => text.includes(line) });

export async function admConsole(session) {
  await session.evaluate(clearStoredState);
  await openStarted(session, '/admin');
  await untilScreen(session, 'Command Bridge Access', '/admin');
  await typeInto(session, 'Username', 'admin', visible, 'input[name="username"]');
  await typeInto(session, 'Password', 'command-bridge', visible, 'input[name="password"]');
  await tap(session, "'Access Command Bridge'", visibleNamed, 'button', 'Access Command Bridge');
  await untilScreen(session, 'Command Bridge', '/admin-dashboard/adm', LOGIN_TIMEOUT_MS);

  await tap(session, "the module 'Network Topology'", moduleButton, 'Network Topology');
  await untilTerminalSays(session, 'Loading Network Topology module...');
  await untilTerminalSays(session, 'Network Topology module initialized successfully');

  await tap(session, "'Logout'", visibleNamed, 'button', 'Logout');
  await untilTerminalSays(session, 'Initiating logout sequence...');
  await untilScreen(session, 'Command Bridge Access', '/admin');
  const flag = await session.evaluate(() => localStorage.getItem('isAdmin'));
  expectThat(flag === null, 'the session ended (no isAdmin stored)', flag);

  await openStarted(session, '/admin-dashboard/adm');
  await untilScreen(session, 'Command Bridge Access', '/admin');
  await untilText(session, 'Admin access required');
}

/** A csm's session is refused the adm's dashboard, and still opens the csm's own screens. */
export async function csmRefusedAdmDashboard(session) {
  await session.evaluate(clearStoredState);
  await session.evaluate(storeStaffSession, 'csm');
  await openStarted(session, '/admin-dashboard/adm');
  await untilScreen(session, 'Command Bridge Access', '/admin');
  await untilText(session, 'Admin access required');
  await openInApp(session, CSM_LOGIN, 'Customer Service Dashboard', '/admin-dashboard/csm');
  await openInApp(session, '/feedback', 'Customer Feedback Management');
}

// Each guarded screen opened as a link tapped again at once: the second refusal used to reach
// the screen in the same render as the first's dropped `?denied=1`, and kept the flag for good.
export async function refusalsInARow(session) {
  await session.evaluate(clearStoredState);
  await openStarted(session, CSM_LOGIN);
  for (const [index, guarded] of REFUSED_IN_A_ROW.entries()) {
    await session.evaluate(navigateInApp, guarded);
    const landed = await session.evaluate(addressOnceAt, CSM_LOGIN, 10_000);
    expectThat(landed === CSM_LOGIN, `refusal ${index + 1} (${guarded}) to land on ${CSM_LOGIN}`, landed);
  }
  await untilText(session, 'Admin access required');
}
