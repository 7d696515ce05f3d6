/**
 * Where a visitor was on a page survives a visit elsewhere: a link's page opens at the top, and
 * Back returns to the page scrolled as it was left (docs/behaviour.md#scrolling). Engines restore
 * scroll positions differently, and the app keys each history entry to keep them apart.
 */
import { openInAppOrLoad, untilScreen } from '../appSteps.mjs';
import { atRest } from '../inPage.mjs';
import { until } from '../waitFor.mjs';

const LEFT_AT = 600;

export const scrollY = () => Math.round(window.scrollY);
export const untilScrolledTo = (session, expected, y) =>
  until(session, expected, scrollY, [], { accept: (seen) => seen === y });

/** Scrolls to `y` and reports where the page is: a page still filling in may not reach `y` yet. */
export function scrollTo(y) {
  window.scrollTo(0, y);
  return Math.round(window.scrollY);
}

/** A footer link clicked from script, so the browser does not scroll to it first. */
function clickFooterLink(href) {
  document.querySelector(`footer a[href="${href}"]`).click();
}

export async function backKeepsScroll(session) {
  await openInAppOrLoad(session, '/products', 'Browse Our Products');
  await until(session, '/products at rest', atRest);
  await until(session, `/products scrolled to ${LEFT_AT}`, scrollTo, [LEFT_AT], { accept: (y) => y === LEFT_AT });
  await session.evaluate(clickFooterLink, '/privacy-policy');
  await untilScreen(session, 'Privacy Policy', '/privacy-policy');
  await untilScrolledTo(session, 'the Privacy Policy at its top', 0);
  await session.evaluate(() => window.history.back());
  await untilScreen(session, 'Browse Our Products', '/products');
  await untilScrolledTo(session, `/products back at ${LEFT_AT}, where it was left`, LEFT_AT);
}
