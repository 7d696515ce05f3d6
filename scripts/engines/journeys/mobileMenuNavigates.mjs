/**
 * On a phone the menu takes the visitor anywhere: it opens with the main links and its two
 * groups (docs/behaviour.md: 'Complete Anonymity' and 'Our Features'), and a tap on one of its
 * links opens that page and closes the menu.
 */
import { openInAppOrLoad, untilScreen } from '../appSteps.mjs';
import { visibleNamed } from '../inPage.mjs';
import { tap, until } from '../waitFor.mjs';

const GROUPS = ['Complete Anonymity', 'Our Features'];

/** The names of the open menu's link groups (its sections' headings); null when no menu shows. */
function openMenuGroups() {
  const menu = [...document.querySelectorAll('[role="dialog"]')].find(
    (element) => element.getClientRects().length > 0 && element.querySelector('nav[aria-label="Mobile"]'),
  );
  if (!menu) return null;
  return [...menu.querySelectorAll('section[aria-labelledby]')].map((section) =>
    document.getElementById(section.getAttribute('aria-labelledby'))?.textContent.trim(),
  );
}

export async function mobileMenuNavigates(session) {
  await openInAppOrLoad(session, '/products', 'Browse Our Products');
  await tap(session, "the nav's menu button", visibleNamed, 'header button', 'Open menu');
  await until(session, `the menu open with its groups ${GROUPS.join(', ')}`, openMenuGroups, [], {
    accept: (groups) => groups?.join() === GROUPS.join(),
  });
  await tap(session, "the menu's 'Quality Control'", visibleNamed, 'nav[aria-label="Mobile"] a', 'Quality Control');
  await untilScreen(session, 'Quality Control', '/quality-control');
  await until(session, 'the menu closed', openMenuGroups, [], { accept: (groups) => groups === null });
}
