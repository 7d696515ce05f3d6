import { expect, test, type Locator, type Page } from './journeyTest';
import { gotoStarted } from './appStarted';

// Every focusable control on the seven main pages shows a focus indicator when the keyboard
// reaches it (WCAG 2.4.7; docs/behaviour.md#what-each-screen-announces): Tab walks each page from
// its top to its last control, and each stop's ring must differ from how it looks unfocused.

// Far more stops than the longest page has (the catalogue: nav, filters, nine cards); a walk that
// never ends fails instead of looping.
const MAX_TAB_STOPS = 150;

const cart = [
  { id: 'p01', type: 'product', quantity: 2 },
  { id: 'twelve', type: 'pack', quantity: 1 },
];

/** Each page, and what shows once the visitor's part of it (the stored cart) has filled in. */
const pages: { path: string; withCart?: boolean; ready: (page: Page) => Locator }[] = [
  { path: '/', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/products', ready: (page) => page.getByRole('article').first() },
  { path: '/products/p01', ready: (page) => page.getByRole('button', { name: 'Add to Cart' }) },
  { path: '/bundles', ready: (page) => page.getByRole('article').first() },
  { path: '/bundles/bundle01', ready: (page) => page.getByRole('button', { name: 'Add to Cart' }) },
  { path: '/cart', withCart: true, ready: (page) => page.getByRole('button', { name: 'Remove Twelve Pack' }) },
  {
    path: '/crypto-vault-payment',
    withCart: true,
    ready: (page) => page.getByRole('region', { name: 'Order Summary' }),
  },
];

/** What one Tab stop showed: the control's name, and whether its look changed with the focus. */
interface Stop {
  name: string;
  ringed: boolean;
  /** The focus left the page's controls: on the body, or back on one already checked. */
  done: boolean;
}

/**
 * Runs in the page on the focused element: reads how it (and what draws its ring for it: its
 * label's parts for a visually hidden input, its two nearest ancestors for a ring drawn around
 * it) looks focused, then blurred, then gives the focus back, so the next Tab goes on from it.
 */
function inspectFocused(): Stop {
  const element = document.activeElement;
  const checked = ((window as { focusRingChecked?: WeakSet<Element> }).focusRingChecked ??= new WeakSet());
  if (!(element instanceof HTMLElement) || element === document.body || checked.has(element)) {
    return { name: '', ringed: true, done: true };
  }
  checked.add(element);
  const labels = 'labels' in element ? [...((element as HTMLInputElement).labels ?? [])] : [];
  const drawn = [
    element,
    element.parentElement,
    element.parentElement?.parentElement,
    ...labels.flatMap((label) => [label, ...label.querySelectorAll('*')]),
  ].filter((part): part is HTMLElement => part instanceof HTMLElement);
  const look = () =>
    drawn
      .map((part) => {
        const style = getComputedStyle(part);
        return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow].join(' ');
      })
      .join(' | ');
  const focused = look();
  element.blur();
  const unfocused = look();
  element.focus();
  const text = (element.getAttribute('aria-label') ?? labels[0]?.textContent ?? element.textContent ?? '').trim();
  const name = `${element.getAttribute('role') ?? element.tagName.toLowerCase()} "${text.slice(0, 60)}"`;
  return { name, ringed: focused !== unfocused, done: false };
}

/**
 * Tabs from the top of the page to its last control; returns the names of the controls without a
 * ring, and the last control reached.
 */
async function controlsWithoutRing(page: Page): Promise<{ last: string; missing: string[] }> {
  const missing: string[] = [];
  let last = '';
  for (let stop = 0; stop < MAX_TAB_STOPS; stop += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(inspectFocused);
    if (focused.done) return { last, missing };
    last = focused.name;
    if (!focused.ringed) missing.push(focused.name);
  }
  throw new Error(`Tab did not leave the page after ${MAX_TAB_STOPS} stops`);
}

for (const { path, withCart, ready } of pages) {
  test(`every control on ${path} shows a focus ring`, async ({ page }) => {
    if (withCart) {
      await page.addInitScript((lines) => {
        if (!sessionStorage.getItem('seeded')) {
          sessionStorage.setItem('seeded', '1');
          localStorage.setItem('cart', JSON.stringify(lines));
        }
      }, cart);
    }
    await gotoStarted(page, path);
    await expect(page).toHaveURL(path);
    await expect(ready(page).first()).toBeVisible();
    const { last, missing } = await controlsWithoutRing(page);
    // The walk crossed the whole page: a focus lost on the way would have ended it early.
    expect(last, 'the last control Tab reached').toContain('Administrator Panel');
    expect(missing, `controls on ${path} whose focus looks like no focus`).toEqual([]);
  });
}
