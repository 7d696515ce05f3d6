/**
 * The shop with a keyboard alone (docs/behaviour.md#what-each-screen-announces): Tab reaches every
 * control, each shows a focus ring when it does, and a screen's change moves the focus to its
 * heading. Each engine decides for itself what Tab stops at and how a focused control is drawn.
 */
import { ROUTES } from '../../../e2e/routeTable.mjs';
import { openStarted, untilScreen } from '../appSteps.mjs';
import { clearStoredState, visible, visibleNamed } from '../inPage.mjs';
import { CheckFailure, MAX_TAB_STOPS, expectThat, tabTo, typeInto, until, untilPage } from '../waitFor.mjs';

const CART_LINK = 'header a[href="/cart"]';
/** The catalogue, as the route table says a visit shows it. */
const CATALOGUE = ROUTES.find((route) => route.path === '/products');

/** The visible product cards' names, the search box's text, and the selected and focused tabs. */
function catalogueKeys() {
  const focused = document.activeElement;
  return {
    cards: [...document.querySelectorAll('main article h2, main article h3')]
      .filter((heading) => heading.getClientRects().length > 0)
      .map((heading) => heading.textContent.trim()),
    search: document.querySelector('main input[type="search"]')?.value ?? null,
    selected: document.querySelector('[role="tab"][aria-selected="true"]')?.textContent.trim() ?? null,
    focused: focused?.getAttribute('role') === 'tab' ? focused.textContent.trim() : null,
  };
}

/** The product page's quantity field's value, and the nav's cart link's text. */
function productKeys() {
  const link = document.querySelector('header a[href="/cart"]');
  return {
    quantity: document.querySelector('main [role="spinbutton"][aria-label="Quantity"]')?.value ?? null,
    cartLink: link?.getClientRects().length > 0 ? link.textContent.replace(/\s+/g, ' ').trim() : null,
  };
}

export async function keyboardAlone(session) {
  await session.evaluate(clearStoredState);
  await openStarted(session, '/');

  // Browse: the nav's Products link.
  await tabTo(session, "the nav's 'Products'", {}, visibleNamed, 'a', 'Products', 'nav');
  await session.press('Enter');
  await untilScreen(session, 'Browse Our Products', '/products');

  // Search, then narrow with a category tab chosen by the arrow keys.
  await tabTo(session, 'the search box', {}, visible, 'main input[type="search"]');
  await typeInto(session, 'the search box', 'red', visible, 'main input[type="search"]');
  await until(session, "one card for 'red'", catalogueKeys, [], { accept: (keys) => keys.cards.length === 1 });
  await session.press('Escape');
  await until(session, 'Escape to empty the search', catalogueKeys, [], { accept: (keys) => keys.search === '' });
  await tabTo(session, "the tab 'All Products'", {}, visibleNamed, '[role="tab"]', 'All Products');
  for (const next of ['Founders Edition', 'Special Edition']) {
    await session.press('ArrowRight');
    await until(session, `'${next}' selected and focused`, catalogueKeys, [], {
      accept: (keys) => keys.selected === next && keys.focused === next,
    });
  }
  await until(session, 'Red 47 and Rose Triangle listed', catalogueKeys, [], {
    accept: (keys) => keys.cards.join() === 'Red 47,Rose Triangle',
  });

  // Open the product from its card.
  await tabTo(session, "the card 'Red 47'", {}, visibleNamed, 'main article a', 'Red 47');
  await session.press('Enter');
  await untilScreen(session, 'Red 47', '/products/p02');

  // The stepper's field is a spinbutton: the arrow keys step it (its +/- buttons are for pointers
  // and stay out of the tab order, as the ARIA pattern has it).
  await tabTo(session, "the field 'Quantity'", {}, visible, 'main [role="spinbutton"][aria-label="Quantity"]');
  await session.press('ArrowUp');
  await session.press('ArrowUp');
  await until(session, 'the quantity at 3', productKeys, [], { accept: (keys) => keys.quantity === '3' });
  await tabTo(session, "'Add to Cart'", {}, visibleNamed, 'main button', 'Add to Cart');
  await session.press('Enter');
  await until(session, "the nav's cart link saying 3 items", productKeys, [], {
    accept: (keys) => (keys.cartLink ?? '').endsWith('(3 items in cart)'),
  });

  // Back up to the nav's cart link, open the cart, and go on to checkout.
  await tabTo(session, "the nav's cart link", { backwards: true }, visible, CART_LINK);
  await session.press('Enter');
  await untilScreen(session, 'Your Cart', '/cart');
  await until(
    session,
    'Red 47 in the cart, 3 of it',
    () => document.querySelector('main [role="spinbutton"][aria-label="Quantity of Red 47"]')?.value === '3',
  );
  await tabTo(session, "the cart's 'Secure Checkout'", {}, visibleNamed, 'main a', 'Secure Checkout');
  await session.press('Enter');
  await untilPage(session, 'the security check', (state) => state.path === '/crypto-vault-loading');
}

/** Focuses the nav's Products link, as Tab would have. */
function focusNavProducts() {
  [...document.querySelectorAll('nav a')].find((link) => link.textContent.trim() === 'Products').focus();
}

/** The focused element's level, if a heading; and what the route announcer says. */
function afterMove() {
  const focused = document.activeElement;
  return {
    focused: /^H[1-6]$/.test(focused?.tagName) ? `${focused.tagName} ${focused.textContent.trim()}` : focused?.tagName,
    announced: document.querySelector('[data-testid="route-announcer"]')?.textContent ?? null,
  };
}

export async function navLinkFocusesHeading(session) {
  await openStarted(session, '/');
  await session.evaluate(focusNavProducts);
  await session.press('Enter');
  await untilPage(
    session,
    `/products titled '${CATALOGUE.title}'`,
    (state) => state.path === CATALOGUE.path && state.title === CATALOGUE.title,
  );
  await until(session, 'the focus on the heading, the title announced', afterMove, [], {
    accept: (state) => state.focused === `H1 ${CATALOGUE.h1}` && state.announced === CATALOGUE.title,
  });
}

export async function skipLinkMovesToContent(session) {
  await openStarted(session, '/products');
  await session.press('Tab');
  const first = await session.evaluate(() => document.activeElement?.textContent.trim());
  expectThat(first === 'Skip to content', "the first Tab to reach 'Skip to content'", first);
  await session.press('Enter');
  await until(session, 'the address to name the content', () => location.hash !== '');
}

const STORED_CART = [
  { id: 'p01', type: 'product', quantity: 2 },
  { id: 'twelve', type: 'pack', quantity: 1 },
];

/** Each page, whether it shows the stored cart, and what shows once the visitor's part of it has filled in. */
const RING_PAGES = [
  { path: '/', ready: ['h1'] },
  { path: '/products', ready: ['main article'] },
  { path: '/products/p01', ready: ['main button', 'Add to Cart'] },
  { path: '/bundles', ready: ['main article'] },
  { path: '/bundles/bundle01', ready: ['main button', 'Add to Cart'] },
  { path: '/cart', withCart: true, ready: ['main button', 'Remove Twelve Pack'] },
  { path: '/crypto-vault-payment', withCart: true, ready: ['#order-summary-heading'] },
];

/**
 * In the page, on the focused element: how it (and what draws its ring for it: its label's parts
 * for a visually hidden input, its two nearest ancestors for a ring drawn around it) looks
 * focused, then blurred; then gives the focus back, so the next Tab goes on from it. Done when the
 * focus left the page's controls (on the body, or back on one already checked).
 */
function inspectFocused() {
  const element = document.activeElement;
  const checked = (window.focusRingChecked ??= new WeakSet());
  if (!(element instanceof HTMLElement) || element === document.body || checked.has(element)) return { done: true };
  checked.add(element);
  const labels = [...(element.labels ?? [])];
  const drawn = [
    element,
    element.parentElement,
    element.parentElement?.parentElement,
    ...labels.flatMap((label) => [label, ...label.querySelectorAll('*')]),
  ].filter((part) => part instanceof HTMLElement);
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
  return {
    name: `${element.getAttribute('role') ?? element.tagName.toLowerCase()} "${text.slice(0, 60)}"`,
    ringed: focused !== unfocused,
    done: false,
  };
}

/**
 * Every control on the seven main pages shows a focus ring when the keyboard reaches it (WCAG
 * 2.4.7): Tab walks each page from its top to its last control, and each stop must look different
 * from the same control unfocused.
 */
export async function focusRingsEverywhere(session) {
  for (const { path, withCart, ready } of RING_PAGES) {
    // Off the app, so no running app writes its own cart over the stored one.
    await session.goto('/favicon.svg');
    await session.evaluate(
      (cart) => (cart === null ? localStorage.removeItem('cart') : localStorage.setItem('cart', cart)),
      withCart ? JSON.stringify({ lines: STORED_CART, bundles: [] }) : null,
    );
    await openStarted(session, path);
    const [selector, name = null] = ready;
    await until(
      session,
      `${path} filled in`,
      (s, n) =>
        [...document.querySelectorAll(s)].some(
          (element) =>
            element.getClientRects().length > 0 &&
            (n === null || (element.getAttribute('aria-label') ?? element.textContent).trim() === n),
        ),
      [selector, name],
    );
    const missing = [];
    let last = '';
    let done = false;
    for (let stop = 0; stop < MAX_TAB_STOPS && !done; stop += 1) {
      await session.press('Tab');
      const focused = await session.evaluate(inspectFocused);
      done = focused.done;
      if (done) break;
      last = focused.name;
      if (!focused.ringed) missing.push(focused.name);
    }
    if (!done) throw new CheckFailure(`Tab to leave ${path}`, `still on its controls after ${MAX_TAB_STOPS} stops`);
    // The walk crossed the whole page: a focus lost on the way would have ended it early.
    expectThat(last.includes('Administrator Panel'), `Tab to cross ${path} to the footer's last link`, last);
    expectThat(missing.length === 0, `every control on ${path} to show a focus ring`, missing);
  }
}
