/**
 * The catalogue's view lives in the address (docs/behaviour.md#state-in-the-address): a category
 * tab is a step of history, the search replaces its entry as it is typed, and a reload, a product
 * and Back, and the address opened afresh (a copied link) all show the same view; Back past the
 * tab returns to every product. Unknown values in the address open the default view.
 */
import { openInAppOrLoad, openStarted, reloadStarted, untilScreen } from '../appSteps.mjs';
import { visible, visibleNamed } from '../inPage.mjs';
import { tap, typeInto, until } from '../waitFor.mjs';

const FOUNDERS_BLUE = '/products?category=founders&q=blue';

/** The address, the selected category tab, the search field's text and the products listed. */
export function catalogueView() {
  const tab = [...document.querySelectorAll('main [role="tab"]')].find(
    (element) => element.getAttribute('aria-selected') === 'true',
  );
  const search = [...document.querySelectorAll('main input[type="search"]')].find(
    (element) => element.getClientRects().length > 0,
  );
  return {
    path: location.pathname + location.search,
    tab: tab ? tab.textContent.trim() : null,
    search: search ? search.value : null,
    products: [...document.querySelectorAll('main article h2')].map((heading) => heading.textContent.trim()),
  };
}

const untilView = (session, expected, accept) => until(session, expected, catalogueView, [], { accept });

/** Founders Edition with the search 'blue': Blue 100 alone, at `path` when given. */
const untilFoundersBlue = (session, where, path) =>
  untilView(
    session,
    `${where}: the tab 'Founders Edition', the search 'blue' and only Blue 100`,
    (view) =>
      (path === undefined || view.path === path) &&
      view.tab === 'Founders Edition' &&
      view.search === 'blue' &&
      view.products.join() === 'Blue 100',
  );

/** Every product under 'All Products', the search empty: the default view. */
const untilEveryProduct = (session, where, all, path) =>
  untilView(
    session,
    `${where}: the tab 'All Products', no search, every product`,
    (view) =>
      (path === undefined || view.path === path) &&
      view.tab === 'All Products' &&
      view.search === '' &&
      view.products.join() === all.join(),
  );

export async function catalogueInAddress(session) {
  await openInAppOrLoad(session, '/products', 'Browse Our Products');
  const { products: all } = await untilView(
    session,
    "/products: the tab 'All Products' and its products",
    (view) => view.path === '/products' && view.tab === 'All Products' && view.products.length > 1,
  );

  await tap(session, "the tab 'Founders Edition'", visibleNamed, 'main [role="tab"]', 'Founders Edition');
  await untilView(session, 'the address to name the category', (view) => view.path === '/products?category=founders');
  await typeInto(session, "'Search products...'", 'blue', visible, 'main input[type="search"]');
  await untilFoundersBlue(session, 'the address to hold the search', FOUNDERS_BLUE);

  await reloadStarted(session);
  await untilFoundersBlue(session, 'after a reload', FOUNDERS_BLUE);

  await tap(session, "the product 'Blue 100'", visibleNamed, 'main a', 'Blue 100');
  await untilScreen(session, 'Blue 100', '/products/p01');
  await session.evaluate(() => window.history.back());
  await untilFoundersBlue(session, 'Back from the product', FOUNDERS_BLUE);
  // The search replaced its entry as it was typed; the tab was a step of its own.
  await session.evaluate(() => window.history.back());
  await untilEveryProduct(session, 'Back past the tab', all, '/products');

  await openStarted(session, FOUNDERS_BLUE);
  await untilFoundersBlue(session, 'the address opened afresh');

  await openStarted(session, '/products?category=nonsense&sort=sideways');
  await untilEveryProduct(session, 'an unknown category and sort', all);
}
