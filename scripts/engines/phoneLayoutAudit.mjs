/**
 * The phone layout audit, run in the page (session.evaluate) at a phone's widths by the route
 * sweep and the staff screens' journeys. Self-contained: its helpers live inside it.
 */

/** The smallest touch target on a phone (WCAG 2.2 target size, DECISIONS.md 2026-11-26). */
export const MIN_TARGET_PX = 44;

/**
 * Looks at the page as a phone `deviceWidth` px wide shows it and names what breaks the phone
 * layout rules (docs/testing.md#end-to-end-journeys), one line each; none when it fits:
 * - the page scrolling sideways;
 * - any element sticking out of the window, unless an ancestor scrolls or clips it on purpose
 *   (a table in its own labelled scroll container, a carousel track);
 * - any visible control (link, button, field, tab, menu item, labelled checkbox or radio) smaller
 *   than `minTarget` px square. Links inside a sentence are the one exception WCAG makes
 *   ("inline"): a link whose parent holds other text is not measured. A card-wide link overlay is
 *   measured as its card;
 * - any text node cut by an ancestor whose overflow is hidden or clip. A box that ends its text
 *   with an ellipsis (text-overflow: ellipsis or a line clamp) is a deliberate cut and allowed;
 *   text entirely outside its clipping box (a carousel's other slides, a visually hidden label) is
 *   hidden on purpose, not clipped.
 */
// Everything below runs in the page, sent as one function: its helpers have to live inside it.
/* oxlint-disable unicorn/consistent-function-scoping */
export function phoneLayoutFaults(minTarget, deviceWidth) {
  const describe = (element) => {
    const label = element.getAttribute('aria-label') ?? element.textContent.replace(/\s+/g, ' ').trim().slice(0, 40);
    const id = element.id ? `#${element.id}` : '';
    const role = element.getAttribute('role');
    const box = element.getBoundingClientRect();
    const where = `${Math.round(box.left)}..${Math.round(box.right)} x ${Math.round(box.width)}x${Math.round(box.height)}`;
    return `<${element.tagName.toLowerCase()}${id}${role ? ` role=${role}` : ''}> "${label}" (${where})`;
  };
  const isShown = (element) => {
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && element.getClientRects().length > 0;
  };
  const hasClippingAncestor = (element) => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX !== 'visible') return true;
    }
    return false;
  };

  const wide = [...document.body.querySelectorAll('*')]
    .filter((element) => {
      if (!isShown(element)) return false;
      const box = element.getBoundingClientRect();
      if (box.right <= deviceWidth + 0.5 && box.left >= -0.5) return false;
      return !hasClippingAncestor(element);
    })
    // Name the outermost offenders only: their children stick out because they do.
    .filter((element, _index, found) => !found.some((other) => other !== element && other.contains(element)));

  const controls = document.body.querySelectorAll(
    'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=link], [role=menuitem], [role=checkbox], [role=radio], [role=switch], [role=option], summary',
  );
  const isInline = (element) =>
    element.tagName === 'A' &&
    [...(element.parentElement?.childNodes ?? [])].some(
      (node) => node !== element && node.nodeType === Node.TEXT_NODE && node.textContent.trim() !== '',
    );
  // A visually hidden input (Chakra's checkbox, radio and segment inputs) is operated through its
  // label: measure the label instead. A link overlay (Chakra's LinkOverlay) stretches its ::before
  // over the whole card, which is then the target: measure the card.
  const target = (element) => {
    if (element.tagName === 'INPUT' && element.getBoundingClientRect().width <= 1) {
      return element.closest('label') ?? element;
    }
    const before = getComputedStyle(element, '::before');
    if (before.content !== 'none' && before.position === 'absolute') return element.offsetParent ?? element;
    return element;
  };
  const smallTargets = [...new Set([...controls].map(target))].filter((element) => {
    if (!isShown(element) || isInline(element)) return false;
    // The skip link renders unstyled beneath the page background (reported, not yet fixed): it
    // cannot be tapped at any size.
    if (element.getAttribute('href') === '#chakra-skip-nav') return false;
    if (element.closest('[aria-hidden=true], [inert]') || element.matches(':disabled')) return false;
    const box = element.getBoundingClientRect();
    // Entirely outside the window (a scrolled carousel's other slide): not a tap target now.
    if (box.right <= 0 || box.left >= deviceWidth) return false;
    return box.width < minTarget - 0.5 || box.height < minTarget - 0.5;
  });

  const clippedText = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent.trim() === '' || !node.parentElement || !isShown(node.parentElement)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const text = range.getBoundingClientRect();
    if (text.width === 0 || text.height === 0) continue;
    for (let box = node.parentElement; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      const hidesX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const hidesY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      if (!hidesX && !hidesY) continue;
      if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') break;
      const edge = box.getBoundingClientRect();
      const left = edge.left + box.clientLeft;
      const top = edge.top + box.clientTop;
      const right = left + box.clientWidth;
      const bottom = top + box.clientHeight;
      if (text.right <= left || text.left >= right || text.bottom <= top || text.top >= bottom) break;
      const cut =
        (hidesX && (text.left < left - 1 || text.right > right + 1)) ||
        (hidesY && (text.top < top - 1 || text.bottom > bottom + 1));
      if (cut) {
        clippedText.push(`text clipped: "${node.textContent.trim().slice(0, 40)}" in ${describe(box)}`);
        break;
      }
    }
  }

  const { scrollWidth } = document.documentElement;
  return [
    ...(scrollWidth > deviceWidth ? [`page scrolls sideways: ${scrollWidth} px in ${deviceWidth} px`] : []),
    ...wide.map((element) => `wider than the window: ${describe(element)}`),
    ...smallTargets.map((element) => `target under ${minTarget}x${minTarget} px: ${describe(element)}`),
    ...clippedText,
  ];
}
/* oxlint-enable unicorn/consistent-function-scoping */
