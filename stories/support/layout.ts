import { expect } from 'storybook/test';

/** `first` ends before `second` begins, left to right: the two sit side by side in a row. */
export async function expectLeftOf(first: Element, second: Element): Promise<void> {
  await expect(first.getBoundingClientRect().right).toBeLessThanOrEqual(second.getBoundingClientRect().left);
}

/** `first` ends before `second` begins, top to bottom: the two are stacked in a column. */
export async function expectAbove(first: Element, second: Element): Promise<void> {
  await expect(first.getBoundingClientRect().bottom).toBeLessThanOrEqual(second.getBoundingClientRect().top);
}

/** Nothing of `element` sticks out past the right edge of the viewport (no sideways scrolling). */
export async function expectWithinViewportWidth(element: Element): Promise<void> {
  await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(
    element.ownerDocument.documentElement.clientWidth,
  );
}

/** The page is no wider than the viewport: nothing makes a phone scroll sideways. */
export async function expectNoSidewaysScroll(canvasElement: HTMLElement): Promise<void> {
  const page = canvasElement.ownerDocument.documentElement;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
}
