/**
 * The production build's client hardening refuses the context menu and selection on plain text,
 * and must still leave a shopper's tools alone where they are needed: in form fields and on the
 * Bitcoin address, which is there to be copied. A copy the browser refuses says so, and a staff
 * login whose session the browser refuses to store says so and does not enter
 * (docs/behaviour.md#client-hardening). Each engine selects on a double click and opens its
 * context menu in its own way, so each is checked.
 */
import { openInAppOrLoad, openStarted, untilScreen, untilText } from '../appSteps.mjs';
import { clearStoredState, seenSinceWatched, TOAST_TITLE, visible, visibleNamed, watchFor } from '../inPage.mjs';
import { clickWith, expectThat, tap, typeInto, until } from '../waitFor.mjs';

/**
 * Records, after the page's own listeners have run (the window hears a bubbling event last),
 * whether each context menu was refused; then refuses it itself, so no engine's menu opens over
 * the page (WebKit's is a real window under Xvfb).
 */
function watchContextMenus() {
  window.enginesMenusRefused = [];
  if (window.enginesMenusWatched) return;
  window.enginesMenusWatched = true;
  window.addEventListener('contextmenu', (event) => {
    window.enginesMenusRefused.push(event.defaultPrevented);
    event.preventDefault();
  });
}

/** Once a menu has been asked for: whether each was refused, forgotten once read. */
async function menusRefused(session) {
  const seen = await until(session, 'the context menu asked for', () => window.enginesMenusRefused, [], {
    accept: (refused) => refused.length > 0,
  });
  await session.evaluate(() => window.enginesMenusRefused.splice(0));
  return seen;
}

/** How many characters of the field matching `selector` are selected. */
function selectedInField(selector) {
  const field = document.querySelector(selector);
  return field ? field.selectionEnd - field.selectionStart : 0;
}

/** Starts anywhere; ends on /admin. */
export async function fieldToolsWork(session) {
  await openStarted(session, '/admin');
  await untilScreen(session, 'Command Bridge Access', '/admin');
  await session.evaluate(watchContextMenus);
  await typeInto(session, 'Username', 'staff member', visible, 'input[name="username"]');
  await clickWith(session, 'to double-click the Username field', { count: 2 }, visible, 'input[name="username"]');
  await until(session, 'a word of the Username field selected', selectedInField, ['input[name="username"]'], {
    accept: (length) => length > 0,
  });
  await clickWith(session, 'to right-click the Username field', { button: 'right' }, visible, 'input[name="username"]');
  const inField = await menusRefused(session);
  expectThat(inField.length === 1 && inField[0] === false, "the field's context menu let through", inField);

  await clickWith(session, 'to right-click the heading', { button: 'right' }, visible, 'h1');
  const onHeading = await menusRefused(session);
  expectThat(onHeading.length === 1 && onHeading[0] === true, "the heading's context menu refused", onHeading);
}

/** The Bitcoin address's text and what the page has selected. */
function addressSelection() {
  return {
    address: document.querySelector('[data-testid="btc-address"]')?.textContent ?? '',
    selected: window.getSelection()?.toString() ?? '',
  };
}

/** Makes the next clipboard writes fail, as a browser that refuses the permission does. */
function refuseClipboard() {
  navigator.clipboard.writeText = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
}

/** Starts anywhere; ends on /products/p01 with the clipboard refused (the next load restores it). */
export async function addressToolsWork(session) {
  await openInAppOrLoad(session, '/products/p01', 'Blue 100');
  await session.evaluate(watchContextMenus);
  await session.evaluate(refuseClipboard);
  await clickWith(session, 'to double-click the Bitcoin address', { count: 2 }, visible, '[data-testid="btc-address"]');
  const { address, selected } = await until(session, 'the whole Bitcoin address selected', addressSelection, [], {
    accept: (state) => state.address.length > 25 && state.selected === state.address,
  });
  expectThat(selected === address, 'the address selected', selected);
  await clickWith(
    session,
    'to right-click the Bitcoin address',
    { button: 'right' },
    visible,
    '[data-testid="btc-address"]',
  );
  const onAddress = await menusRefused(session);
  expectThat(onAddress.length === 1 && onAddress[0] === false, "the address's context menu let through", onAddress);

  await session.evaluate(watchFor, TOAST_TITLE, 'Bitcoin address copied to clipboard');
  await tap(session, "'Copy Bitcoin address'", visibleNamed, 'button', 'Copy Bitcoin address');
  await untilText(session, 'Could not copy the Bitcoin address');
  expectThat(!(await session.evaluate(seenSinceWatched)), "no 'Bitcoin address copied to clipboard'", 'it showed');
}

/** Makes storage refuse the staff session's two keys, as a full or blocked storage does. */
function refuseSessionStorage() {
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (key === 'isAdmin' || key === 'staffRole') throw new DOMException('Quota exceeded', 'QuotaExceededError');
    setItem.call(this, key, value);
  };
}

/** The adm login's state: where the page is and whether its button is enabled. */
function admLoginState() {
  const login = [...document.querySelectorAll('button')].find(
    (button) => button.textContent.trim() === 'Access Command Bridge',
  );
  return { path: location.pathname, enabled: login ? !login.disabled : null, flag: localStorage.getItem('isAdmin') };
}

/** Starts anywhere; ends on /admin with storage refusing the session (the next load restores it). */
export async function sessionRefusedSaysSo(session) {
  await session.evaluate(clearStoredState);
  await openStarted(session, '/admin');
  await untilScreen(session, 'Command Bridge Access', '/admin');
  await session.evaluate(refuseSessionStorage);
  await typeInto(session, 'Username', 'admin', visible, 'input[name="username"]');
  await typeInto(session, 'Password', 'command-bridge', visible, 'input[name="password"]');
  await session.evaluate(watchFor, TOAST_TITLE, 'Login successful');
  await tap(session, "'Access Command Bridge'", visibleNamed, 'button', 'Access Command Bridge');
  // The login hashes the password first (PBKDF2, seconds on a busy machine).
  await untilText(session, 'Login could not be completed', { timeout: 30_000 });
  expectThat(!(await session.evaluate(seenSinceWatched)), "no 'Login successful'", 'it showed');
  await until(session, "still on /admin, 'Access Command Bridge' enabled, no session stored", admLoginState, [], {
    accept: ({ path, enabled, flag }) => path === '/admin' && enabled && flag === null,
  });
}
