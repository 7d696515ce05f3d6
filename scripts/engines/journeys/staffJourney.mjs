/**
 * The customer-service manager's day: log in at /admin?role=csm, the device panel, the accounts'
 * second page, a ticket, a review approved and another answered and approved (kept across a
 * reload), the settings; then new credentials, a logout, the old credentials refused and the new
 * ones let in. The
 * device panel's location is left alone: the engine's geolocation prompt stays unanswered (its own
 * check, deviceLocationNotStuck.mjs); the place of a granted position is e2e/staff.spec.ts's.
 */
import { openStarted, reloadStarted, untilScreen, untilText } from '../appSteps.mjs';
import {
  clearStoredState,
  seenSinceWatched,
  TOAST_TITLE,
  visible,
  visibleField,
  visibleNamed,
  watchFor,
} from '../inPage.mjs';
import { choose, expectThat, tap, typeInto, until } from '../waitFor.mjs';

// The login hashes the password with PBKDF2 (600 000 iterations) in the page: seconds on a busy machine.
const LOGIN_TIMEOUT_MS = 30_000;
const DASHBOARD = '/admin-dashboard/csm';
const NEW_USERNAME = 'helpdesk';
const NEW_PASSWORD = 'new-secret-42';
const REPLY = 'Thank you, glad it arrived safely.';

/** Whether the named tab is selected and its panel shows `shows`. */
function tabOpen(name, shows) {
  const tab = [...document.querySelectorAll('[role="tab"]')].find((element) => element.textContent.trim() === name);
  const content = [...document.querySelectorAll(shows)].find((element) => element.getClientRects().length > 0);
  return { selected: tab?.getAttribute('aria-selected') === 'true', shown: Boolean(content) };
}

/** The review cards shown: name (aria-label), text, and whether each still offers 'Approve'. */
export function reviewCards() {
  return [...document.querySelectorAll('[role="tabpanel"] article')]
    .filter((card) => card.getClientRects().length > 0)
    .map((card) => ({
      name: card.getAttribute('aria-label'),
      text: card.textContent,
      approvable: [...card.querySelectorAll('button')].some((button) => button.textContent.trim() === 'Approve'),
    }));
}

/** The button reading `text` in the review card named `review`. */
export function reviewButton(review, text) {
  const card = [...document.querySelectorAll('article')].find(
    (article) => article.getAttribute('aria-label') === review,
  );
  return [...(card?.querySelectorAll('button') ?? [])].find((button) => button.textContent.trim() === text) ?? null;
}

/** The value of the field labelled `label`. */
export function fieldValue(label) {
  const found = [...document.querySelectorAll('label')].find((element) => element.textContent.trim() === label);
  return found?.control?.value ?? null;
}

/** The stored values, as key=value lines. */
function storedValues() {
  return Object.keys(localStorage)
    .map((key) => `${key}=${localStorage.getItem(key)}`)
    .join('\n');
}

/** Fills the login form at /admin?role=csm and submits it. */
export async function submitLogin(session, username, password) {
  await typeInto(session, 'Username', username, visible, 'input[name="username"]');
  await typeInto(session, 'Password', password, visible, 'input[name="password"]');
  await tap(session, "'Login'", visibleNamed, 'button', 'Login');
}

/**
 * Logs in as the csm at /admin?role=csm, from a clean start; resolves on the dashboard. With
 * `watchToast`, 'Login successful' is watched for from before the login (seenSinceWatched): the
 * toast comes as the login succeeds and lasts 4 s, which the dashboard's load can outlast on a
 * busy machine, so looking for it once the dashboard shows races its lifetime.
 */
export async function logInAsCsm(session, { watchToast = false } = {}) {
  await session.evaluate(clearStoredState);
  await openStarted(session, '/admin?role=csm');
  await untilScreen(session, 'Customer Service Access', '/admin?role=csm');
  if (watchToast) await session.evaluate(watchFor, TOAST_TITLE, 'Login successful');
  await submitLogin(session, 'csm', 'service');
  await untilScreen(session, 'Customer Service Dashboard', DASHBOARD, LOGIN_TIMEOUT_MS);
}

/** Whether the app runs with a csm session (src/features/staff-auth/staffSession.ts, stored as JSON). */
function csmSessionRunning() {
  return (
    document.documentElement.hasAttribute('data-app-started') &&
    localStorage.getItem('isAdmin') === 'true' &&
    localStorage.getItem('staffRole') === '"csm"'
  );
}

/** Keeps the csm session the journey before left running (a login costs seconds), or logs in. */
export async function csmSessionOrLogIn(session) {
  if (!(await session.evaluate(csmSessionRunning).catch(() => false))) await logInAsCsm(session);
}

export async function openTab(session, name, shows) {
  await tap(session, `the tab '${name}'`, visibleNamed, '[role="tab"]', name);
  await until(session, `the tab '${name}' selected and its panel shown`, tabOpen, [name, shows], {
    accept: (state) => state.selected && state.shown,
  });
}

/** Waits until the review `review` shows approved and no longer offers 'Approve'; `text` in it too, when given. */
const untilApproved = (session, review, text = '') =>
  until(session, `${review} approved${text ? `, showing "${text}"` : ''}`, reviewCards, [], {
    accept: (cards) =>
      cards.some(
        (card) => card.name === review && /approved/.test(card.text) && !card.approvable && card.text.includes(text),
      ),
  });

/**
 * The day, the new credentials and the logins after them only when `newCredentials` (they do not
 * depend on the window's size, and each login costs seconds). `onDashboard` hears when the
 * dashboard last showed (performance.now()), for the device panel's check.
 */
export async function staffJourney(session, { newCredentials, onDashboard }) {
  await logInAsCsm(session, { watchToast: true });
  await until(session, "'Login successful' shown as the login succeeded", seenSinceWatched);
  await untilText(session, '203.0.113.xxx');

  await openTab(session, 'Customer Accounts', '[role="tabpanel"] button[aria-label^="Open record of"]');
  await untilText(session, 'Showing 10 of 100 customers');
  await tap(session, "'Next page'", visibleNamed, 'button', 'Next page');
  await untilText(session, 'Page 2 of 10');
  await untilText(session, 'CUS-00011');

  await openTab(session, 'Support Requests', '[role="tabpanel"] [aria-label="Tickets"]');
  await tap(session, 'the first ticket', visible, '[role="tabpanel"] [aria-label="Tickets"] button');
  await untilText(session, 'Support Response System');

  // A pending review approved with its own button.
  await openTab(session, 'Customer Feedback', '[role="tabpanel"] article[aria-label^="Review #"]');
  const cards = await until(session, "a review offering 'Approve'", reviewCards, [], {
    accept: (shown) => shown.some((card) => card.approvable),
  });
  const approved = cards.find((card) => card.approvable).name;
  await tap(session, `'Approve' on ${approved}`, reviewButton, approved, 'Approve');
  await untilApproved(session, approved);

  // Another answered, and approved with the answer. The cards follow the filter a frame after the
  // control (a deferred render): wait for them.
  await choose(session, "the reviews' Status", 'pending', visibleField, 'Status');
  const pending = await until(session, 'only pending reviews listed', reviewCards, [], {
    accept: (shown) => shown.length > 0 && shown.every((card) => /pending/i.test(card.text)),
  });
  const review = pending[0].name;
  const [, id, author] = /^Review #(\d+) by (.+)$/.exec(review) ?? [];
  expectThat(id && author, 'a review named "Review #<id> by <author>"', review);
  await tap(session, `'Reply' on ${review}`, reviewButton, review, 'Reply');
  await untilText(session, `Reply to Review #${id}`, { exact: true });
  await typeInto(session, 'Your response', REPLY, visibleField, 'Your response');
  const approveOnReply = 'Approve this review when submitting response';
  await tap(session, `'${approveOnReply}'`, visibleNamed, '[role="dialog"] label', approveOnReply);
  await tap(session, "'Submit Response'", visibleNamed, '[role="dialog"] button', 'Submit Response');
  await untilText(session, `Reply added to review #${id}`);

  // The tab and its filter are in the address, so a reload keeps them.
  await reloadStarted(session);
  await until(session, "the Status filter still 'pending' after a reload", fieldValue, ['Status'], {
    accept: (value) => value === 'pending',
  });
  await choose(session, "the reviews' Status", 'all', visibleField, 'Status');
  await typeInto(session, "'Search reviews...'", author, visibleNamed, 'input', 'Search reviews...');
  await untilApproved(session, review, REPLY);

  await openTab(session, 'Settings', '[role="tabpanel"] form[aria-label="Account Settings"]');
  if (!newCredentials) return;
  await typeInto(session, 'Username', NEW_USERNAME, visibleField, 'Username');
  await typeInto(session, 'New Password', NEW_PASSWORD, visibleField, 'New Password');
  await typeInto(session, 'Confirm Password', NEW_PASSWORD, visibleField, 'Confirm Password');
  await session.evaluate(watchFor, 'button:disabled', 'Saving Changes...');
  await tap(session, "'Save Changes'", visibleNamed, 'button', 'Save Changes');
  await until(session, "'Saving Changes...' shown disabled while saving", seenSinceWatched);
  await untilText(session, 'Credentials updated successfully');
  const stored = await session.evaluate(storedValues);
  expectThat(
    stored.includes('isAdmin=true') && !stored.includes(NEW_PASSWORD) && !stored.includes('service'),
    'the session stored, and neither the new password nor the old one',
    stored,
  );

  await tap(session, "'Logout'", visibleNamed, 'button', 'Logout');
  await untilScreen(session, 'Customer Service Access', '/admin?role=csm');
  const flag = await session.evaluate(() => localStorage.getItem('isAdmin'));
  expectThat(flag === null, 'the session ended (no isAdmin stored)', flag);

  await submitLogin(session, 'csm', 'service');
  // The toast, and the password field's own message, both say so.
  await untilText(session, 'Invalid credentials', { exact: true, timeout: LOGIN_TIMEOUT_MS });
  await untilText(session, 'Invalid credentials: check the username and password.');
  await submitLogin(session, NEW_USERNAME, NEW_PASSWORD);
  await untilScreen(session, 'Customer Service Dashboard', DASHBOARD, LOGIN_TIMEOUT_MS);
  onDashboard(performance.now());
}
