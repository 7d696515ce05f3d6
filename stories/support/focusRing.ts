import { expect } from 'storybook/test';

/** What draws a focus indicator: the outline and the box shadow (Chakra's focus rings use either). */
function ringStyle(element: Element): string {
  const style = getComputedStyle(element);
  return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow].join(' | ');
}

/**
 * Focuses a control with `focus` and checks that `shown` (the control, or the card that draws it
 * for a visually hidden input) then looks different: an outline or a ring appears (WCAG 2.4.7).
 */
export async function expectFocusRing(shown: Element, focus: () => Promise<void>): Promise<void> {
  const before = ringStyle(shown);
  await focus();
  const after = ringStyle(shown);
  await expect(after, `focus indicator on ${shown.outerHTML.slice(0, 120)}`).not.toBe(before);
  await expect(getComputedStyle(shown).outlineStyle !== 'none' || getComputedStyle(shown).boxShadow !== 'none').toBe(
    true,
  );
}
