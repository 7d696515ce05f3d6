/**
 * The customer-service manager's day, as e2e/staff.spec.ts walks it in Chromium: log in at
 * /admin?role=csm, open each of the dashboard's four tabs, approve a pending review. The device
 * panel's location is left alone: the engine's geolocation prompt stays unanswered (its own
 * check, deviceLocationNotStuck.mjs).
 */
import { openStarted, untilScreen } from '../appSteps.mjs';
import { clearStoredState, visible, visibleNamed } from '../inPage.mjs';
import { tap, typeInto, until } from '../waitFor.mjs';

// The login hashes the password with PBKDF2 (600 000 iterations) in the page: seconds on a busy machine.
const LOGIN_TIMEOUT_MS = 30_000;

/** Each tab and what its panel shows once open. */
const TABS = [
  { name: 'Customer Accounts', shows: '[role="tabpanel"] button[aria-label^="Open record of"]' },
  { name: 'Support Requests', shows: '[role="tabpanel"] [aria-label="Tickets"]' },
  { name: 'Customer Feedback', shows: '[role="tabpanel"] article[aria-label^="Review #"]' },
  { name: 'Settings', shows: '[role="tabpanel"] form[aria-label="Account Settings"]' },
];

/** Whether the named tab is selected and its panel shows `shows`. */
function tabOpen(name, shows) {
  const tab = [...document.querySelectorAll('[role="tab"]')].find((element) => element.textContent.trim() === name);
  const content = [...document.querySelectorAll(shows)].find((element) => element.getClientRects().length > 0);
  return { selected: tab?.getAttribute('aria-selected') === 'true', shown: Boolean(content) };
}

/** The first review with an 'Approve' button: its name, or null. */
function pendingReview() {
  const card = [...document.querySelectorAll('[role="tabpanel"] article')].find(
    (article) =>
      article.getClientRects().length > 0 &&
      [...article.querySelectorAll('button')].some((button) => button.textContent.trim() === 'Approve'),
  );
  return card ? card.getAttribute('aria-label') : null;
}

/** The 'Approve' button of the review named `name`. */
function approveButtonOf(name) {
  const card = [...document.querySelectorAll('article')].find((article) => article.getAttribute('aria-label') === name);
  return card
    ? ([...card.querySelectorAll('button')].find((button) => button.textContent.trim() === 'Approve') ?? null)
    : null;
}

/** The review's status badge and whether it still offers 'Approve'. */
function reviewStatus(name) {
  const card = [...document.querySelectorAll('article')].find((article) => article.getAttribute('aria-label') === name);
  if (!card) return { found: false };
  return {
    found: true,
    approved: [...card.querySelectorAll('span, div')].some((element) => element.textContent.trim() === 'approved'),
    approvable: [...card.querySelectorAll('button')].some((button) => button.textContent.trim() === 'Approve'),
  };
}

/** Logs in as the csm at /admin?role=csm; resolves on the dashboard. */
export async function logInAsCsm(session) {
  await session.evaluate(clearStoredState);
  await openStarted(session, '/admin?role=csm');
  await untilScreen(session, 'Customer Service Access', '/admin?role=csm');
  await typeInto(session, 'Username', 'csm', visible, 'input[name="username"]');
  await typeInto(session, 'Password', 'service', visible, 'input[name="password"]');
  await tap(session, "'Login'", visibleNamed, 'button', 'Login');
  await untilScreen(session, 'Customer Service Dashboard', '/admin-dashboard/csm', LOGIN_TIMEOUT_MS);
}

/** `onDashboard` hears when the dashboard showed (performance.now()), for the device panel's check. */
export async function staffJourney(session, onDashboard) {
  await logInAsCsm(session);
  onDashboard(performance.now());
  for (const { name, shows } of TABS) {
    await tap(session, `the tab '${name}'`, visibleNamed, '[role="tab"]', name);
    await until(session, `the tab '${name}' selected and its panel shown`, tabOpen, [name, shows], {
      accept: (state) => state.selected && state.shown,
    });
  }
  await tap(session, "the tab 'Customer Feedback'", visibleNamed, '[role="tab"]', 'Customer Feedback');
  const review = await until(session, "a review with 'Approve' in Customer Feedback", pendingReview);
  await tap(session, `'Approve' on ${review}`, approveButtonOf, review);
  await until(session, `${review} approved`, reviewStatus, [review], {
    accept: (state) => state.found && state.approved && !state.approvable,
  });
}
