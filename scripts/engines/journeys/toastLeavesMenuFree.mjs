/**
 * On a phone the 'Secure connection established' toast (2 s after every load, for 4 s) leaves the
 * open mobile menu's links and the page's heading uncovered (DECISIONS 2026-11-27): the menu is
 * opened while the toast shows, and the toast's box may meet neither.
 */
import { openStarted } from '../appSteps.mjs';
import { visibleNamed } from '../inPage.mjs';
import { CheckFailure, expectThat, tap, until } from '../waitFor.mjs';

const SECURE_TOAST = 'Secure connection established';

/** The boxes of the toast, the open menu's links and the heading; whether the menu has come to rest. */
function menuAndToastBoxes(toastTitle) {
  const toast = [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')].find(
    (element) => element.getClientRects().length > 0 && element.textContent.includes(toastTitle),
  );
  const menu = document.querySelector('nav[aria-label="Mobile"]');
  const links = menu ? [...menu.querySelectorAll('a')].filter((link) => link.getClientRects().length > 0) : [];
  const heading = document.querySelector('h1');
  // A drawer sliding in is measured where it comes to rest; the endless animations never rest.
  const still = document
    .getAnimations()
    .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity);
  const [toastBox, headingBox, ...linkBoxes] = [toast, heading, ...links].map((element) => {
    if (!element) return null;
    const { x, y, width, height } = element.getBoundingClientRect();
    const name = element.textContent.replace(/\s+/g, ' ').trim();
    return { name, x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
  });
  return { toast: toastBox, links: linkBoxes, heading: headingBox, menuAtRest: links.length > 0 && still };
}

const overlaps = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export async function toastLeavesOpenMenuFree(session) {
  await openStarted(session, '/');
  await until(session, `the '${SECURE_TOAST}' toast`, menuAndToastBoxes, [SECURE_TOAST], {
    accept: (boxes) => boxes.toast !== null,
  });
  await tap(session, "the nav's menu button", visibleNamed, 'header button', 'Open menu');
  const boxes = await until(session, 'the mobile menu open and at rest', menuAndToastBoxes, [SECURE_TOAST], {
    accept: (state) => state.menuAtRest,
  });
  if (!boxes.toast) throw new CheckFailure('the toast still showing once the menu is open', JSON.stringify(boxes));
  const covered = [...boxes.links, boxes.heading].filter((target) => target && overlaps(boxes.toast, target));
  expectThat(
    covered.length === 0,
    "the toast to leave the open menu's links and the page's h1 uncovered",
    `toast at ${JSON.stringify(boxes.toast)} covers ${covered.map((target) => `'${target.name}' ${JSON.stringify(target)}`).join(', ')}`,
  );
  await tap(session, "the menu's close button", visibleNamed, 'button', 'Close menu');
}
