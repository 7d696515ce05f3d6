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

const CONTROLS = 'a[href], button, select, input:not([type=hidden]), textarea, [role=tab], [role=button]';

/**
 * A phone story's layout rules (docs/behaviour.md#phones): no sideways scroll, and every visible
 * control at least 44x44 px. Links inside a sentence (a parent with other text) are exempt, as in
 * WCAG; so is the skip link, and a visually hidden input counts as its label.
 */
export async function expectPhoneLayout(canvasElement: HTMLElement): Promise<void> {
  await expectNoSidewaysScroll(canvasElement);
  const small = Array.from(canvasElement.ownerDocument.querySelectorAll(CONTROLS))
    .map((control) =>
      control instanceof HTMLInputElement && control.getBoundingClientRect().width <= 1
        ? (control.closest('label') ?? control)
        : control,
    )
    .filter((control) => {
      const box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || control.closest('[aria-hidden=true]')) return false;
      if (control.getAttribute('href') === '#chakra-skip-nav') return false;
      if (getComputedStyle(control, '::before').position === 'absolute') return false;
      const inSentence = Array.from(control.parentElement?.childNodes ?? []).some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      return !(control.tagName === 'A' && inSentence) && (box.width < 43.5 || box.height < 43.5);
    })
    .map(
      (control) => `${control.tagName.toLowerCase()} "${control.getAttribute('aria-label') ?? control.textContent}"`,
    );
  await expect(small).toEqual([]);
}

/** `element`'s text takes one line: it did not wrap. */
export async function expectOneLine(element: Element): Promise<void> {
  const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
  await expect(element.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
}
