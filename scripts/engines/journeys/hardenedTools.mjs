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
import { CheckFailure, clickWith, expectThat, tap, typeInto, until } from '../waitFor.mjs';

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

/** Counts the double clicks the page hears (the engine's own `dblclick`) from now on. */
function watchDoubleClicks() {
  window.enginesDoubleClicks = 0;
  if (window.enginesDoubleClicksWatched) return;
  window.enginesDoubleClicksWatched = true;
  window.addEventListener('dblclick', () => (window.enginesDoubleClicks += 1), true);
}

const doubleClicksHeard = () => window.enginesDoubleClicks;

// How long a double click's `dblclick` may take to reach the page before the engine is taken to
// have seen two single clicks: the double click is then made again, so this bound fails nothing.
const DOUBLE_CLICK_HEARD_MS = 1000;

/**
 * Double-clicks the element `selector` matches until the page hears it as a double click. On a
 * busy machine a WebDriver double click's two presses can reach the engine further apart than its
 * double-click time (f86, WebKit: the address not selected): two single clicks select nothing
 * and prove nothing, so they do not count. The selection is then judged by the caller.
 */
async function doubleClick(session, what, selector) {
  const deadline = performance.now() + 10_000;
  for (;;) {
    await session.evaluate(watchDoubleClicks);
    await clickWith(session, `to double-click ${what}`, { count: 2 }, visible, selector);
    const heard = await until(session, `a double click on ${what}`, doubleClicksHeard, [], {
      timeout: DOUBLE_CLICK_HEARD_MS,
    }).catch(() => 0);
    if (heard > 0) return;
    if (performance.now() > deadline) {
      throw new CheckFailure(`the page to hear a double click on ${what}`, 'two single clicks, every time');
    }
  }
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
  await doubleClick(session, 'the Username field', 'input[name="username"]');
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
  await doubleClick(session, 'the Bitcoin address', '[data-testid="btc-address"]');
  await until(session, 'the whole Bitcoin address selected', addressSelection, [], {
    accept: (state) => state.address.length > 25 && state.selected === state.address,
  });
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
