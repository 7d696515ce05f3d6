/**
 * What a hostile or unlucky visitor met before, in each engine's own fields and storage: a
 * 250 000-character username or reply is refused with a message and stores nothing, and a stored
 * credential record asking for 200 000 000 hashing rounds fails the login at once
 * (docs/behaviour.md#storage, #errors). Pasted, as such text arrives: typed, it would take minutes.
 */
import { openStarted, reloadStarted, untilScreen, untilText } from '../appSteps.mjs';
import {
  clearStoredState,
  seenSinceWatched,
  takeProbedErrors,
  TOAST_TITLE,
  visible,
  visibleField,
  visibleNamed,
  watchFor,
} from '../inPage.mjs';
import { choose, expectThat, pasteInto, tap, typeInto, until } from '../waitFor.mjs';
import { csmSessionOrLogIn, fieldValue, openTab, reviewButton, reviewCards, submitLogin } from './staffJourney.mjs';

const HUGE = 250_000;

const storedItem = (key) => localStorage.getItem(key);

/** The id in a review card's name, "Review #<id> by <author>". */
const idOf = (review) => /^Review #(\d+)/.exec(review)?.[1];

/** Starts anywhere; ends on the csm's Settings tab, nothing saved. */
export async function longUsernameRefused(session) {
  await csmSessionOrLogIn(session);
  await openTab(session, 'Settings', '[role="tabpanel"] form[aria-label="Account Settings"]');
  const before = await session.evaluate(storedItem, 'csm-credentials');
  await pasteInto(session, 'Username', 'u'.repeat(HUGE), visibleField, 'Username');
  await typeInto(session, 'New Password', 'new-secret-42', visibleField, 'New Password');
  await typeInto(session, 'Confirm Password', 'new-secret-42', visibleField, 'Confirm Password');
  await session.evaluate(watchFor, TOAST_TITLE, 'Credentials updated successfully');
  await tap(session, "'Save Changes'", visibleNamed, 'button', 'Save Changes');
  await untilText(session, 'Username must be at most 64 characters long');
  expectThat(!(await session.evaluate(seenSinceWatched)), "no 'Credentials updated successfully'", 'it showed');
  const after = await session.evaluate(storedItem, 'csm-credentials');
  expectThat(after === before, 'the saved credentials left as they were', after?.slice(0, 200));
}

/** The reply dialog's refusal: the message, the count, and 'Submit Response' disabled. */
function replyRefused() {
  const dialog = document.querySelector('[role="dialog"]');
  const text = dialog?.textContent.replace(/\s+/g, ' ') ?? '';
  const submit = [...(dialog?.querySelectorAll('button') ?? [])].find(
    (button) => button.textContent.trim() === 'Submit Response',
  );
  return {
    message: text.includes('A reply can be at most 2000 characters: shorten it to send it.'),
    count: text.includes(`250000 / 2000 characters`),
    submitDisabled: submit?.disabled ?? null,
  };
}

/**
 * Starts anywhere with or without the csm's session. One pending review approved, a 250 000-character
 * reply to another refused; after a reload the approval stands and the other is still pending.
 */
export async function longReplyRefused(session) {
  await csmSessionOrLogIn(session);
  await openTab(session, 'Customer Feedback', '[role="tabpanel"] article[aria-label^="Review #"]');
  await choose(session, "the reviews' Status", 'pending', visibleField, 'Status');
  // The cards follow the filter a frame after the control (a deferred render): wait for them.
  const pending = await until(session, 'two or more reviews listed, all pending', reviewCards, [], {
    accept: (shown) => shown.length > 1 && shown.every((card) => /pending/i.test(card.text)),
  });
  const [approved, replied] = pending.map((card) => card.name);
  await tap(session, `'Approve' on ${approved}`, reviewButton, approved, 'Approve');
  await untilText(session, `Review #${idOf(approved)} approved`);

  await tap(session, `'Reply' on ${replied}`, reviewButton, replied, 'Reply');
  await untilText(session, `Reply to Review #${idOf(replied)}`, { exact: true });
  await session.evaluate(watchFor, TOAST_TITLE, `Reply added to review #${idOf(replied)}`);
  await pasteInto(session, 'Your response', 'x'.repeat(HUGE), visibleField, 'Your response');
  await until(session, "the reply refused: its message, its count, 'Submit Response' disabled", replyRefused, [], {
    accept: ({ message, count, submitDisabled }) => message && count && submitDisabled === true,
  });
  await tap(session, "'Cancel'", visibleNamed, '[role="dialog"] button', 'Cancel');
  await until(session, 'the reply dialog closed', visible, ['[role="dialog"]'], { accept: (dialog) => !dialog });
  expectThat(!(await session.evaluate(seenSinceWatched)), 'no reply added', 'the reply was added');

  // The tab and its filter are in the address, so the reload keeps them.
  await reloadStarted(session);
  await until(session, "the Status filter still 'pending' after a reload", fieldValue, ['Status'], {
    accept: (value) => value === 'pending',
  });
  // The pending list shows the one replied to, and no longer the one approved; the full list,
  // searched for its author (it is paged), shows that one approved.
  await until(session, `${replied} still pending, ${approved} no longer`, reviewCards, [], {
    accept: (shown) =>
      shown.some((card) => card.name === replied && /pending/.test(card.text)) &&
      !shown.some((card) => card.name === approved),
  });
  await choose(session, "the reviews' Status", 'all', visibleField, 'Status');
  const author = /^Review #\d+ by (.+)$/.exec(approved)?.[1] ?? '';
  await typeInto(session, "'Search reviews...'", author, visibleNamed, 'input', 'Search reviews...');
  await until(session, `${approved} approved`, reviewCards, [], {
    accept: (shown) => shown.some((card) => card.name === approved && /approved/.test(card.text)),
  });
  const stored = JSON.parse((await session.evaluate(storedItem, 'review-moderation')) ?? '{}');
  expectThat(
    stored[idOf(approved)]?.status === 'approved' && !(idOf(replied) in stored),
    `review ${idOf(approved)} stored approved, review ${idOf(replied)} not stored`,
    stored,
  );
}

/** A record in the shape the app stores, asking for 200 000 000 rounds (a bad write, or an attack). */
function storeAbsurdCredentials() {
  localStorage.setItem(
    'csm-credentials',
    JSON.stringify({ username: 'helpdesk', salt: 'a1b2', hash: 'f'.repeat(64), iterations: 200_000_000 }),
  );
}

/** The csm login's state: its button enabled, and what storage holds. */
function loginState() {
  const login = [...document.querySelectorAll('button')].find((button) => button.textContent.trim() === 'Login');
  return { enabled: login ? !login.disabled : null, stored: localStorage.getItem('csm-credentials') };
}

/**
 * Starts anywhere. The record is refused before any hashing: 200 000 000 rounds would take
 * minutes, so the message within the usual wait shows it fails at once.
 */
export async function absurdCredentialsRefused(session) {
  await session.evaluate(clearStoredState);
  await openStarted(session, '/admin?role=csm');
  await session.evaluate(storeAbsurdCredentials);
  await reloadStarted(session);
  await untilScreen(session, 'Customer Service Access', '/admin?role=csm');
  await submitLogin(session, 'helpdesk', 'anything');
  await untilText(session, 'Saved credentials were damaged');
  // Logged for whoever reads the console, and only that: the report fails a check on any other.
  const logged = await session.evaluate(takeProbedErrors);
  expectThat(
    logged.length === 1 && logged[0].startsWith('console.error: The password could not be checked.'),
    "one console error: 'The password could not be checked.'",
    logged,
  );
  await until(session, "'Login' enabled again and the damaged record dropped", loginState, [], {
    accept: ({ enabled, stored }) => enabled && stored === null,
  });
  await untilScreen(session, 'Customer Service Access', '/admin?role=csm');
}
