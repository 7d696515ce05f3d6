import { phoneToastTop, type Band } from './phoneToastTop';

/** Chakra's `mdDown`: where toasts take the phone placement (Toaster.tsx). */
const PHONE = '(max-width: 47.998em)';
/** Where a phone toast starts with no nav bar to go under: the top margin of an open menu. */
const TOP_MARGIN = 16;
/** Under the nav bar: 7 px below its bottom edge, as the 6rem of the phone placement. */
const UNDER_NAV = 7;
/** The phone placement's default top, in rem (Toaster.tsx). */
const DEFAULT_TOP_REM = 6;
/** A toast with a title and a description; the group's own height once it shows any. */
const TWO_LINE_TOAST = 72;

export const PHONE_TOAST_TOP = '--phone-toast-top';

function band(element: Element): Band | null {
  const box = element.getBoundingClientRect();
  return box.height > 0 && box.width > 0 ? { top: box.top, bottom: box.bottom } : null;
}

/**
 * Sets where phone toasts start (the `--phone-toast-top` the Toaster's phone placement reads), so
 * that they never cover the page's heading or an open menu's heading and items (DECISIONS
 * 2026-11-27). Called when a toast is raised and when focus moves (a menu or dialog opening or
 * closing moves it); on a wider screen it does nothing.
 */
export function placePhoneToasts(doc: Document = document): void {
  const view = doc.defaultView;
  if (!view?.matchMedia(PHONE).matches) return;
  const dialog = doc.querySelector('[role="dialog"][data-state="open"]');
  const keep = dialog
    ? dialog.querySelectorAll('h1, h2, h3, a[href], button, [role="heading"]')
    : doc.querySelectorAll('main h1, [data-toast-keep-clear]');
  const viewportHeight = view.innerHeight;
  const keepClear = [...keep]
    .map(band)
    .filter((part): part is Band => part !== null && part.bottom > 0 && part.top < viewportHeight);
  const nav = dialog ? null : doc.querySelector('header');
  // Under the nav bar (one scrolled out of view leaves the top margin); over an open menu, from
  // the top margin; with neither, where the nav bar ends on a fresh page (the 6rem default).
  const firstTop = dialog
    ? TOP_MARGIN
    : nav
      ? Math.max(TOP_MARGIN, nav.getBoundingClientRect().bottom + UNDER_NAV)
      : DEFAULT_TOP_REM * parseFloat(view.getComputedStyle(doc.documentElement).fontSize);
  const group = doc.querySelector('[data-scope="toast"][data-part="group"]');
  const toastHeight = Math.max(TWO_LINE_TOAST, group?.getBoundingClientRect().height ?? 0);
  const top = phoneToastTop({ firstTop, viewportHeight, toastHeight, keepClear });
  doc.documentElement.style.setProperty(PHONE_TOAST_TOP, `${Math.round(top)}px`);
}
