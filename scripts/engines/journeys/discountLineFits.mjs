/**
 * At 1440 px the cart keeps "Bundle discount: Night Owl × 1" on one line. Each engine measures
 * text in its own way: a column that holds the line in one engine's glyphs can wrap it in
 * another's.
 */
import { openInAppOrLoad, reloadStarted, untilText } from '../appSteps.mjs';
import { expectThat } from '../waitFor.mjs';

const LINE = 'Bundle discount: Night Owl × 1';

/** Three products and the bundle that holds them, as the cart stores them. */
function storeBundleCart() {
  localStorage.setItem(
    'cart',
    JSON.stringify({
      lines: ['p03', 'p06', 'p08'].map((id) => ({ id, type: 'product', quantity: 1 })),
      bundles: [{ id: 'bundle06', quantity: 1 }],
    }),
  );
}

/**
 * The height of the element whose own text is `text`, and its line height, once the page's fonts
 * are in: the bundled face swaps in when it loads, and the fallback's wider glyphs can wrap a line
 * that fits in the face the page is drawn in.
 */
async function lineBox(text) {
  await document.fonts.ready;
  const element = [...document.querySelectorAll('main *')].find(
    (candidate) =>
      candidate.textContent.replace(/\s+/g, ' ').trim() === text &&
      ![...candidate.children].some((child) => child.textContent.replace(/\s+/g, ' ').trim() === text),
  );
  if (!element) return null;
  return {
    height: element.getBoundingClientRect().height,
    lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
  };
}

/** Starts anywhere on the app's origin; ends on the cart, holding the bundle. */
export async function discountLineFits(session) {
  await openInAppOrLoad(session, '/cart', 'Your Cart');
  await session.evaluate(storeBundleCart);
  await reloadStarted(session);
  await untilText(session, LINE, { exact: true });
  const box = await session.evaluate(lineBox, LINE);
  expectThat(box && box.height < box.lineHeight * 1.5, `"${LINE}" on one line`, box);
}
