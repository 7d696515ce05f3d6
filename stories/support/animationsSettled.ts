/**
 * Waits until every finite animation and transition on the page has run its course. The Vitest
 * run switches motion off; the Storybook UI plays it, so a drawer, sheet, toast or disclosure that
 * has just opened is still fading in (opacity 0 is not visible) when the next line checks it.
 * Endless ones (spinners, the animated background) are not waited for.
 */
export async function animationsSettled(document: Document): Promise<void> {
  const finite = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
}
