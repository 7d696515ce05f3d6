/**
 * What the page shows when the app itself cannot start: its start-up code did not arrive (again
 * after reloadOnPreloadError.ts's one automatic reload, or offline on a first visit). Without it
 * there is no React and no theme to draw the route error screen with, so this is plain DOM with
 * that screen's headings (docs/behaviour.md#errors), in the page's own colours (index.html), kept
 * small: it is part of every shopper's first load. Its actions are links: early-taps.js holds
 * every button tap until the app starts, which it now never will. A pre-rendered page keeps its
 * text below the notice; an app shell gets the notice instead of a blank page.
 */
export const START_FAILURE_ID = 'start-failure';

const COPY = {
  online: [
    'This page could not be loaded',
    'Part of the site did not arrive',
    'The site may have just been updated, or the connection dropped. Your cart is safe.',
  ],
  offline: [
    'You are offline',
    'This page needs a connection',
    'It will open by itself as soon as the connection is back. Your cart is safe.',
  ],
} as const;

/**
 * Puts the notice first in `container` (once: a second call replaces it). Offline, the page
 * loads itself again (`reload`) when the browser is back online, as the route error screen does.
 */
export function showStartFailure(
  container: HTMLElement,
  { online, reload }: { online: boolean; reload: () => void },
): HTMLElement {
  const doc = container.ownerDocument;
  doc.getElementById(START_FAILURE_ID)?.remove();
  const [heading, title, text] = online ? COPY.online : COPY.offline;
  const notice = doc.createElement('section');
  notice.id = START_FAILURE_ID;
  notice.setAttribute('role', 'alert');
  notice.style.cssText = 'max-width:40rem;margin:auto;padding:3rem 1.25rem;font:1rem/1.5 system-ui,sans-serif';
  // Only the constant words above go in as markup; the address goes in as a link's href.
  notice.innerHTML = `<h1>${heading}</h1><p><b>${title}</b></p><p>${text}</p>`;
  const links: [string, string][] = [['/', 'Back to Home']];
  if (online) links.unshift([doc.location.pathname + doc.location.search, 'Reload']);
  for (const [href, name] of links) {
    const link = doc.createElement('a');
    link.href = href;
    link.textContent = name;
    link.style.cssText = 'color:inherit;margin-right:1.5rem';
    notice.append(link);
  }
  container.prepend(notice);
  if (!online) doc.defaultView?.addEventListener('online', reload, { once: true });
  return notice;
}
