/**
 * The adm's console: log in at /admin, open a module and see the terminal load it, log out (the
 * terminal says so first), and find the dashboard refused once the session has ended.
 */
import { openStarted, untilScreen, untilText } from '../appSteps.mjs';
import { clearStoredState, visible, visibleNamed } from '../inPage.mjs';
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
