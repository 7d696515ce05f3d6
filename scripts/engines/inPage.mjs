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
 * drivers do), else what lies over it: as Playwright does, a tap waits for a toast or a drawer in
 * the way to go rather than land on it.
 */
export function whatCovers(element) {
  const box = element.getBoundingClientRect();
  if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) {
    element.scrollIntoView({ block: 'center', inline: 'center' });
  }
  const { left, top, width, height } = element.getBoundingClientRect();
  const hit = document.elementFromPoint(left + width / 2, top + height / 2);
  // An ancestor is hit where the element lets taps through (pointer-events: none): the tap still reaches it.
  if (hit && (element.contains(hit) || hit.contains(element))) return null;
  if (!hit) return 'nothing: its middle is outside the window';
  const named = hit.closest('[data-scope][data-part="root"], [aria-label], [role]') ?? hit;
  const label = named.getAttribute('aria-label') ?? named.textContent.replace(/\s+/g, ' ').trim().slice(0, 60);
  return `${named.tagName.toLowerCase()}${named.dataset.scope ? ` (${named.dataset.scope})` : ''} "${label}"`;
}

/**
 * Watches where the next click lands. A node the app replaces between the press and the release
 * (a re-render right after a navigation) takes the press but not the click, which then goes to
 * an ancestor and does nothing: a user taps again, and so does the journey. On the window, in
 * the capture phase, so it sees the click before public/early-taps.js holds it.
 */
export function watchClick(element) {
  window.enginesClickLanded = 'none';
  window.addEventListener(
    'click',
    (event) =>
      (window.enginesClickLanded = element.contains(event.target) ? 'reached' : event.target.tagName.toLowerCase()),
    { capture: true, once: true },
  );
}

/** Where the watched click landed: 'reached', another element's tag, or 'none'; null on a new page. */
export function watchedClick() {
  return window.enginesClickLanded ?? null;
}

/** The first visible element matching `selector`. */
export function visible(selector) {
  return [...document.querySelectorAll(selector)].find((element) => element.getClientRects().length > 0) ?? null;
}

/** Where the page is and what it shows, for the journeys' waits and for failure messages. */
export function pageState() {
  const heading = [...document.querySelectorAll('h1')].find((element) => element.getClientRects().length > 0);
  const badge = document.querySelector('[data-testid="cart-count"]');
  return {
    path: location.pathname + location.search,
    h1: heading ? heading.textContent.replace(/\s+/g, ' ').trim() : null,
    started: document.documentElement.hasAttribute('data-app-started'),
    heldTaps: window.cryptovaultEarlyTaps ? window.cryptovaultEarlyTaps.pending() : null,
    cartBadge: badge && badge.getClientRects().length > 0 ? badge.textContent : null,
  };
}

/** The page's width against the window's, after the next two frames (so a late layout is in). */
export async function pageWidth() {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth };
}

/** The stored cart's product lines (an empty list when nothing is stored). */
export function storedCartLines() {
  const stored = JSON.parse(localStorage.getItem('cart') ?? '{"lines":[]}');
  return Array.isArray(stored) ? stored : stored.lines;
}

/**
 * Forgets what earlier journeys stored (cart, staff session, moderation), keeping the error log.
 * Call it before loading the page that should start clean: a running app keeps what it read.
 * On the browser's first, blank page there is nothing to forget (and no storage to ask).
 */
export function clearStoredState() {
  if (location.protocol.startsWith('http')) localStorage.clear();
}

/** What the page probe (pageProbe.js) has kept since it was last read, and forgets it. */
export function takeProbedErrors() {
  if (!location.protocol.startsWith('http')) return [];
  const kept = JSON.parse(sessionStorage.getItem('engines:errors') ?? '[]');
  sessionStorage.removeItem('engines:errors');
  return kept;
}

/**
 * Opens `path` in the running app, as a link would, without loading the page again: the route
 * sweep looks at every screen, and a full load each time would cost more than the screen.
 * React Router follows the history's popstate; the state has its usual shape.
 */
export function navigateInApp(path) {
  const index = (window.history.state && window.history.state.idx) || 0;
  window.history.pushState({ usr: null, key: `engines${index + 1}`, idx: index + 1 }, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}
