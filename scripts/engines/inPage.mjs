/**
 * Functions the journeys run inside the page. Each is sent to the browser on its own (its source
 * text), so each is self-contained: no imports, no shared helpers, only its arguments.
 */

/**
 * The first visible element matching `selector` whose name is `name`: its aria-label, else its
 * text (spaces collapsed). Inside the first match of `within`, when given.
 */
export function visibleNamed(selector, name, within) {
  const root = within ? document.querySelector(within) : document;
  const candidates = root ? [...root.querySelectorAll(selector)] : [];
  return (
    candidates.find(
      (element) =>
        element.getClientRects().length > 0 &&
        (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim() === name,
    ) ?? null
  );
}

/**
 * Null when a tap at the middle of `element` would reach it (scrolled into view first, as the
 * drivers do), else what is in the way. As Playwright's click does, a tap waits for a target that
 * moves (its box not the same a frame later: a late layout or scroll carries it off, and the click
 * a driver round trip later lands on whatever came under it, and may open that), and for a toast
 * or a drawer over it to go rather than land on it. A toast still sliding in (400 ms) counts as in
 * the way wherever it is: it may end over the element in that round trip, and a click on a toast
 * focuses it, which holds every toast (Zag).
 */
export async function whatBlocksTap(element) {
  const initial = element.getBoundingClientRect();
  if (initial.top < 0 || initial.left < 0 || initial.bottom > innerHeight || initial.right > innerWidth) {
    element.scrollIntoView({ block: 'center', inline: 'center' });
  }
  const before = element.getBoundingClientRect();
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const { left, top, width, height } = element.getBoundingClientRect();
  if (!element.isConnected) return 'it left the page';
  if (left !== before.left || top !== before.top || width !== before.width || height !== before.height) {
    return `it moved from ${Math.round(before.left)},${Math.round(before.top)} to ${Math.round(left)},${Math.round(top)} in a frame`;
  }
  const moving = [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')].find((toast) =>
    toast
      .getAnimations()
      .some((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity),
  );
  if (moving)
    return `a toast moving into place, wherever it ends ("${moving.textContent.replace(/\s+/g, ' ').trim().slice(0, 60)}")`;
  const hit = document.elementFromPoint(left + width / 2, top + height / 2);
  // An ancestor is hit where the element lets taps through (pointer-events: none): the tap still reaches it.
  if (hit && (element.contains(hit) || hit.contains(element))) return null;
  if (!hit) return 'its middle is outside the window';
  const named = hit.closest('[data-scope][data-part="root"], [aria-label], [role]') ?? hit;
  const label = named.getAttribute('aria-label') ?? named.textContent.replace(/\s+/g, ' ').trim().slice(0, 60);
  // A toast holds while the pointer is over the toasts, the focus is in them, or the page is hidden
  // (Zag): which of these, if any, says why one stays.
  const toasts = hit.closest('[data-scope="toast"][data-part="group"]');
  const held = toasts
    ? ` (pointer over the toasts: ${toasts.matches(':hover')}, focus in them: ${toasts.contains(document.activeElement)}, page ${document.visibilityState})`
    : '';
  return `covered by ${named.tagName.toLowerCase()}${named.dataset.scope ? ` (${named.dataset.scope})` : ''} "${label}"${held}`;
}

/**
 * Watches where the next click lands. A node the app replaces between the press and the release
 * (a re-render right after a navigation) takes the press but not the click, which then goes to
 * an ancestor and does nothing: a user taps again, and so does the journey. On the window, in
 * the capture phase, so it sees the click before public/early-taps.js holds it.
 */
export function watchClick(element) {
  window.enginesClickLanded = 'none';
  window.enginesClickElement = element;
  window.enginesFocusBefore = document.activeElement;
  window.addEventListener(
    'click',
    (event) => {
      const reached = element.contains(event.target);
      window.enginesClickLanded = reached ? 'reached' : event.target.tagName.toLowerCase();
    },
    { capture: true, once: true },
  );
}

/**
 * What the watched click did: clicked when it reached its element, or when the page it was on
 * has gone (it followed a link); missed, to be made again, when it landed on something else or
 * took no click at all. A missed press that moved the focus gives it back, as the user's next tap
 * elsewhere would: a toast slid under the press takes the focus (a toast is focusable) even when
 * the click itself then goes nowhere, and Zag holds every toast while one has it.
 */
export function watchedClick() {
  const landed = window.enginesClickLanded;
  if (landed === undefined || landed === 'reached') return { clicked: true };
  const focused = document.activeElement;
  const tookFocus =
    focused !== null &&
    focused !== document.body &&
    focused !== window.enginesFocusBefore &&
    !window.enginesClickElement?.contains(focused);
  if (tookFocus) focused.blur();
  const gaveBack = tookFocus ? `; the ${focused.tagName.toLowerCase()} it focused is blurred` : '';
  if (landed === 'none') return { clicked: false, why: `the press took no click${gaveBack}` };
  return { clicked: false, why: `the click landed on ${landed} (the element changed under the press)${gaveBack}` };
}

/** The visible form control whose label's text is `label` (its `<label>`, as label.control finds it). */
export function visibleField(label) {
  const found = [...document.querySelectorAll('label')].find(
    (element) => element.getClientRects().length > 0 && element.textContent.replace(/\s+/g, ' ').trim() === label,
  );
  return found?.control ?? null;
}

/**
 * Whether `text` shows on the page: in the innermost element holding it (its whole text when
 * `exact`), which is rendered and not hidden.
 */
export function textShown(text, exact) {
  const holds = (element) => {
    const own = element.textContent.replace(/\s+/g, ' ').trim();
    return exact ? own === text : own.includes(text);
  };
  return [...document.body.querySelectorAll('*')].some(
    (element) =>
      holds(element) &&
      ![...element.children].some(holds) &&
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== 'hidden',
  );
}

/**
 * Watches for a moment when an element matching `selector` (and reading `text`, when given) is on
 * the page, a state that may last less than a poll; `seenSinceWatched` says whether it came.
 */
export function watchFor(selector, text) {
  window.enginesSeen = false;
  const observer = new MutationObserver(() => {
    const seen = [...document.querySelectorAll(selector)].some(
      (element) => text === undefined || element.textContent.replace(/\s+/g, ' ').trim() === text,
    );
    if (!seen) return;
    window.enginesSeen = true;
    observer.disconnect();
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
}

/** A toast's title, for `watchFor`: the notices the app raises. */
export const TOAST_TITLE = '[data-scope="toast"][data-part="title"]';

/** Whether what `watchFor` watches for has come. */
export function seenSinceWatched() {
  return window.enginesSeen === true;
}

/**
 * Puts `text` in the field `element` in place of what it holds, as a paste does: the browser's
 * own text insertion, one input event however long the text (250 000 keystrokes would take
 * minutes).
 */
export function insertText(element, text) {
  element.focus();
  element.select();
  document.execCommand('insertText', false, text);
}

/** Whether `element` has the focus, and then whether it shows a focus ring (an outline or a shadow). */
export function focusOn(element) {
  if (element !== document.activeElement) return { reached: false };
  const style = getComputedStyle(element);
  const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
  return {
    reached: true,
    ringed: outlined || style.boxShadow !== 'none',
    outline: `${style.outlineStyle} ${style.outlineWidth}`,
    shadow: style.boxShadow,
  };
}

/** The first visible element matching `selector`. */
export function visible(selector) {
  return [...document.querySelectorAll(selector)].find((element) => element.getClientRects().length > 0) ?? null;
}

/** Where the page is and what it shows, for the journeys' waits and for failure messages. */
export function pageState() {
  const heading = [...document.querySelectorAll('h1')].find((element) => element.getClientRects().length > 0);
  const badge = document.querySelector('[data-testid="cart-count"]');
  const tab = [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].find(
    (element) => element.getClientRects().length > 0,
  );
  const panel = tab && document.getElementById(tab.getAttribute('aria-controls') ?? '');
  return {
    path: location.pathname + location.search,
    h1: heading ? heading.textContent.replace(/\s+/g, ' ').trim() : null,
    title: document.title,
    started: document.documentElement.hasAttribute('data-app-started'),
    heldTaps: window.cryptovaultEarlyTaps ? window.cryptovaultEarlyTaps.pending() : null,
    cartBadge: badge && badge.getClientRects().length > 0 ? badge.textContent : null,
    // The selected tab, and whether its panel is drawn and caught up: a list that follows a
    // filter chosen on the page, in a deferred render, is marked busy until it does. (An address
    // the app is sent renders in a transition, list and tab name together, with no such mark.)
    tab: tab
      ? {
          name: tab.textContent.trim(),
          drawn: Boolean(panel && panel.childElementCount > 0 && !panel.querySelector('[aria-busy="true"]')),
        }
      : null,
  };
}

/** The page's width against the window's, after the next two frames (so a late layout is in). */
export async function pageWidth() {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth };
}

/**
 * Whether the page has come to rest: no animation running but the endless ones and a progress
 * bar's (a drawer sliding in is measured where it stops), and nothing marked busy (the prices of a
 * page still loading).
 */
export function atRest() {
  const moving = document
    .getAnimations()
    .filter(
      (animation) =>
        animation.playState === 'running' &&
        animation.effect?.getTiming().iterations !== Infinity &&
        !animation.effect?.target?.closest('[role="progressbar"]'),
    );
  return moving.length === 0 && !document.querySelector('[aria-busy="true"]');
}

/**
 * Forgets what earlier journeys stored (cart, staff session, moderation), keeping the error log.
 * Call it before loading the page that should start clean: a running app keeps what it read.
 * On the browser's first, blank page there is nothing to forget (and no storage to ask).
 */
export function clearStoredState() {
  if (location.protocol.startsWith('http')) localStorage.clear();
}

/**
 * The page's address (path and query) once it reads `expected`, looked at every frame, so the
 * caller can act the moment it lands; or whatever it reads after `timeout` ms.
 */
export function addressOnceAt(expected, timeout) {
  const end = performance.now() + timeout;
  return new Promise((resolve) => {
    const look = () => {
      const address = location.pathname + location.search;
      if (address === expected || performance.now() > end) resolve(address);
      else requestAnimationFrame(look);
    };
    look();
  });
}

/** What the page probe (pageProbe.js) has kept since it was last read, and forgets it. */
export function takeProbedErrors() {
  if (!location.protocol.startsWith('http')) return [];
  const kept = JSON.parse(sessionStorage.getItem('engines:errors') ?? '[]');
  sessionStorage.removeItem('engines:errors');
  return kept;
}
