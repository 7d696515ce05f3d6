/**
 * The csm dashboard's view lives in the address (docs/behaviour.md#state-in-the-address): the
 * accounts' list, status filter and page survive a reload; each tab is a step of history that
 * Back walks through, then through the choices made on the first tab; the address opened afresh
 * (a copied link, same session) shows its tab. Starts on the dashboard the journeys before left
 * running with a csm session, or logs in.
 */
import { openInApp, openStarted, reloadStarted } from '../appSteps.mjs';
import { visibleField, visibleNamed } from '../inPage.mjs';
import { choose, tap, until } from '../waitFor.mjs';
import { csmSessionOrLogIn, openTab } from './staffJourney.mjs';

const DASHBOARD = '/admin-dashboard/csm';
const CHOSEN = `${DASHBOARD}?list=active&status=active`;

/**
 * The address, the selected tab, the accounts' list and status, the lines that say the page and
 * count, and the status of each row the accounts' table shows.
 */
function dashboardView() {
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- sent to the page alone, so kept inside
  const selected = (selector) =>
    [...document.querySelectorAll(selector)].find(
      (element) => element.getAttribute('aria-selected') === 'true' || element.getAttribute('data-state') === 'checked',
    );
  const status = [...document.querySelectorAll('label')].find(
    (label) => label.getClientRects().length > 0 && label.textContent.trim() === 'Status',
  );
  const table = document.querySelector('table[aria-label="Customer accounts"]');
  const statusColumn = table
    ? [...table.querySelectorAll('thead th')].findIndex((th) => th.textContent.trim() === 'Status')
    : -1;
  const lines = [...document.querySelectorAll('[role="tabpanel"] p, [role="tabpanel"] span')]
    .filter((element) => element.getClientRects().length > 0 && element.children.length === 0)
    .map((element) => element.textContent.trim());
  return {
    path: location.pathname + location.search,
    tab: selected('[role="tab"]')?.textContent.trim() ?? null,
    list: selected('[aria-label="Account lists"] [data-part="item"]')?.textContent.trim() ?? null,
    status: status?.control?.value ?? null,
    page: lines.find((line) => /^Page \d+ of \d+$/.test(line)) ?? null,
    showing: lines.find((line) => line.startsWith('Showing ')) ?? null,
    rowStatuses:
      table && statusColumn >= 0
        ? [...table.querySelectorAll('tbody tr')].map((row) => row.children[statusColumn]?.textContent.trim() ?? null)
        : [],
  };
}

const untilView = (session, expected, accept) => until(session, expected, dashboardView, [], { accept });

/** The accounts' tab with the 'Active' list, status 'active', on `page`. */
const untilActiveAccounts = (session, where, page, path) =>
  untilView(
    session,
    `${where}: Customer Accounts, the list 'Active', the status 'active', page ${page}`,
    (view) =>
      (path === undefined || view.path === path) &&
      view.tab === 'Customer Accounts' &&
      view.list === 'Active' &&
      view.status === 'active' &&
      view.page?.startsWith(`Page ${page} of `),
  );

const untilTab = (session, where, tab, path) =>
  untilView(session, `${where}: the tab '${tab}' at ${path}`, (view) => view.tab === tab && view.path === path);

export async function csmViewInAddress(session) {
  await csmSessionOrLogIn(session);
  await openInApp(session, DASHBOARD, 'Customer Service Dashboard');
  await tap(
    session,
    "the accounts' list 'Active'",
    visibleNamed,
    '[aria-label="Account lists"] [data-part="item"]',
    'Active',
  );
  await choose(session, "the accounts' Status", 'active', visibleField, 'Status');
  // The table follows the choices in a deferred render: 'Next page' is in the old table too, and
  // a tap while the two swap could miss or land on the old one.
  await untilView(
    session,
    "the accounts' table to show only active accounts",
    (view) => view.rowStatuses.length > 0 && view.rowStatuses.every((status) => status === 'active'),
  );
  await tap(session, "'Next page'", visibleNamed, 'button', 'Next page');
  await untilActiveAccounts(session, 'the choices in the address', 2, `${CHOSEN}&page=2`);

  // Reloaded from the top. A reloaded page gets its scroll back (from the browser or the router)
  // once it is tall enough, which can be after the tap below has looked at its tab: twice in
  // WebKit (f36, f48) that tap opened a customer's record instead, a row brought under it. From
  // the top there is nothing to restore. The view in the address is what this checks.
  await session.evaluate(() => window.scrollTo(0, 0));
  await reloadStarted(session);
  await untilActiveAccounts(session, 'after a reload', 2, `${CHOSEN}&page=2`);

  await openTab(session, 'Support Requests', '[role="tabpanel"] [aria-label="Tickets"]');
  await untilTab(session, 'a tab in the address', 'Support Requests', `${DASHBOARD}?tab=support`);
  await openTab(session, 'Customer Feedback', '[role="tabpanel"] article[aria-label^="Review #"]');
  await untilTab(session, 'the next tab in the address', 'Customer Feedback', `${DASHBOARD}?tab=feedback`);

  await session.evaluate(() => window.history.back());
  await untilTab(session, 'Back', 'Support Requests', `${DASHBOARD}?tab=support`);
  await session.evaluate(() => window.history.back());
  await untilActiveAccounts(session, 'Back again', 2, `${CHOSEN}&page=2`);
  await session.evaluate(() => window.history.back());
  await untilActiveAccounts(session, 'Back past the page', 1, CHOSEN);

  await openStarted(session, `${DASHBOARD}?tab=support`);
  await untilView(
    session,
    "the address opened afresh: the tab 'Support Requests' and every ticket",
    (view) => view.tab === 'Support Requests' && view.showing === 'Showing 30 of 30 tickets',
  );
}
