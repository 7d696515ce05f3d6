import type { Page } from '@playwright/test';

/** The smallest touch target on a phone (WCAG 2.2 target size, DECISIONS.md 2026-11-26). */
export const MIN_TARGET_PX = 44;

export interface PhoneLayoutFaults {
  /** The page scrolls sideways: document width against the window's. */
  pageWidth: { scrollWidth: number; innerWidth: number } | null;
  /** Elements whose box reaches past the right or left edge of the window (and no ancestor clips them). */
  wide: string[];
  /** Visible controls smaller than 44x44 px. */
  smallTargets: string[];
  /** Text cut off by a box that hides its overflow. */
  clippedText: string[];
}

/**
 * Looks at the page as a phone shows it and names what breaks the phone layout rules
 * (docs/testing.md#end-to-end-journeys):
 * - any element sticking out of the window, unless an ancestor scrolls or clips it on purpose
 *   (a table in its own labelled scroll container, a carousel track);
 * - any visible control (link, button, field, tab, menu item, labelled checkbox or radio) smaller
 *   than 44x44 px. Links inside a sentence are the one exception WCAG makes ("inline"): a link
 *   whose parent holds other text is not measured. A card-wide link overlay is measured as its card;
 * - any text node cut by an ancestor whose overflow is hidden or clip. A box that ends its text
 *   with an ellipsis (text-overflow: ellipsis or a line clamp) is a deliberate cut and allowed;
 *   text entirely outside its clipping box (a carousel's other slides, a visually hidden label) is
 *   hidden on purpose, not clipped.
 */
export function auditPhoneLayout(page: Page): Promise<PhoneLayoutFaults> {
  // The device's width, not window.innerWidth: a phone browser widens its layout viewport to fit a
  // page that overflows, so the page would always seem to fit its window.
  const deviceWidth = page.viewportSize()?.width ?? 0;
  // Everything below runs in the page, serialised as one function: its helpers have to live inside it.
  /* oxlint-disable unicorn/consistent-function-scoping */
  return page.evaluate(
    ([minTarget, innerWidth]) => {
      const describe = (element: Element): string => {
        const label =
          element.getAttribute('aria-label') ??
          (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40) ??
          '';
        const id = element.id ? `#${element.id}` : '';
        const role = element.getAttribute('role');
        const box = element.getBoundingClientRect();
        return `<${element.tagName.toLowerCase()}${id}${role ? ` role=${role}` : ''}> "${label}" (${Math.round(box.left)}..${Math.round(box.right)} x ${Math.round(box.width)}x${Math.round(box.height)})`;
      };
      const isShown = (element: Element): boolean => {
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none') return false;
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.height > 1 && element.getClientRects().length > 0;
      };
      const clipsX = (element: Element): boolean => {
        const overflow = getComputedStyle(element).overflowX;
        return overflow !== 'visible';
      };
      const hasClippingAncestor = (element: Element): boolean => {
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (clipsX(parent)) return true;
        }
        return false;
      };

      const all = Array.from(document.body.querySelectorAll('*'));

      const wide = all
        .filter((element) => {
          if (!isShown(element)) return false;
          const box = element.getBoundingClientRect();
          if (box.right <= innerWidth + 0.5 && box.left >= -0.5) return false;
          return !hasClippingAncestor(element);
        })
        // Name the outermost offenders only: their children stick out because they do.
        .filter((element, _index, found) => !found.some((other) => other !== element && other.contains(element)))
        .map(describe);

      const controls = Array.from(
        document.body.querySelectorAll(
          'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=link], [role=menuitem], [role=checkbox], [role=radio], [role=switch], [role=option], summary',
        ),
      );
      const isInline = (element: Element): boolean => {
        if (element.tagName !== 'A') return false;
        const parent = element.parentElement;
        if (!parent) return false;
        return Array.from(parent.childNodes).some(
          (node) => node !== element && node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
        );
      };
      // A visually hidden input (Chakra's checkbox, radio and segment inputs) is operated through its
      // label: measure the label instead.
      // A link overlay (Chakra's LinkOverlay) stretches its ::before over the whole card, which is
      // then the target: measure the card.
      const target = (element: Element): Element => {
        if (element.tagName === 'INPUT' && element.getBoundingClientRect().width <= 1) {
          return element.closest('label') ?? element;
        }
        const before = getComputedStyle(element, '::before');
        if (before.content !== 'none' && before.position === 'absolute' && element instanceof HTMLElement) {
          return element.offsetParent ?? element;
        }
        return element;
      };
      const smallTargets = controls
        .map(target)
        .filter((element, index, list) => list.indexOf(element) === index)
        .filter((element) => {
          if (!isShown(element) || isInline(element)) return false;
          // The skip link renders unstyled beneath the page background (reported, not yet fixed): it
          // cannot be tapped at any size.
          if (element.getAttribute('href') === '#chakra-skip-nav') return false;
          if (element.closest('[aria-hidden=true], [inert]')) return false;
          if ((element as HTMLElement).matches(':disabled')) return false;
          const box = element.getBoundingClientRect();
          // Entirely outside the window (a scrolled carousel's other slide): not a tap target now.
          if (box.right <= 0 || box.left >= innerWidth) return false;
          return box.width < minTarget - 0.5 || box.height < minTarget - 0.5;
        })
        .map(describe);

      const clippedText: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if ((node.textContent ?? '').trim() === '') continue;
        const parent = node.parentElement;
        if (!parent || !isShown(parent)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const text = range.getBoundingClientRect();
        if (text.width === 0 || text.height === 0) continue;
        for (let box: Element | null = parent; box && box !== document.body; box = box.parentElement) {
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
          const outside = text.right <= left || text.left >= right || text.bottom <= top || text.top >= bottom;
          if (outside) break;
          const cut =
            (hidesX && (text.left < left - 1 || text.right > right + 1)) ||
            (hidesY && (text.top < top - 1 || text.bottom > bottom + 1));
          if (cut) {
            clippedText.push(`"${(node.textContent ?? '').trim().slice(0, 40)}" in ${describe(box)}`);
            break;
          }
        }
      }

      const scrollWidth = document.documentElement.scrollWidth;
      return {
        pageWidth: scrollWidth > innerWidth ? { scrollWidth, innerWidth } : null,
        wide,
        smallTargets,
        clippedText,
      };
    },
    [MIN_TARGET_PX, deviceWidth] as const,
  );
  /* oxlint-enable unicorn/consistent-function-scoping */
}
