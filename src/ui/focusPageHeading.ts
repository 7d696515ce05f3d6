/**
 * Puts the focus on the page's main heading (or, without one, the main landmark), as a screen
 * reader user expects after arriving on a new page: the reader says where they are, and the next
 * Tab starts from the page's content rather than from the top of the document.
 */
export function focusPageHeading(document: Document): void {
  const target = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
