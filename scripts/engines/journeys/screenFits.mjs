/**
 * One screen of the route sweep: it opens inside the running app showing its main heading, and
 * the page is no wider than the window (no sideways scroll).
 */
import { openInApp } from '../appSteps.mjs';
import { pageWidth } from '../inPage.mjs';
import { expectThat } from '../waitFor.mjs';

/** Fails when the page scrolls sideways. */
export async function expectNoSidewaysScroll(session, where) {
  const width = await session.evaluate(pageWidth);
  expectThat(
    width.scrollWidth <= width.innerWidth,
    `${where} no wider than the window`,
    `the page is ${width.scrollWidth} px wide in a ${width.innerWidth} px window`,
  );
}

export async function screenFits(session, { path, h1, landsOn }) {
  await openInApp(session, path, h1, landsOn);
  await expectNoSidewaysScroll(session, path);
}
