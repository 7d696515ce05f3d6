/**
 * The shopper's way to payment: the payment page asked for with an empty cart sends them to the
 * cart, which says it is empty; the logo takes them home; from there to a product, two of it added (the toast, the
 * nav's count and the nav's link saying so), the cart (the line, its quantity changed, the total,
 * kept across a reload), the security check, the payment page (its total in BTC, then XMR once
 * the coin is switched) and back to the cart.
 */
import { openStarted, reloadStarted, untilScreen, untilText } from '../appSteps.mjs';
import { clearStoredState, visible, visibleNamed } from '../inPage.mjs';
import { tap, until, untilPage } from '../waitFor.mjs';
import { cartNow } from './earlyTaps.mjs';

/** The cart line's quantity field and total, the nav's count and its link's text. */
function cartView() {
  const field = document.querySelector('[role="spinbutton"][aria-label="Quantity of Blue 100"]');
  const badge = document.querySelector('[data-testid="cart-count"]');
  const line = document.querySelector('section[aria-labelledby="cart-products"] a[href="/products/p01"]');
  return {
    quantity: field ? field.value : null,
    badge: badge && badge.getClientRects().length > 0 ? badge.textContent : null,
    link: document.querySelector('header a[href="/cart"]')?.textContent.replace(/\s+/g, ' ').trim() ?? null,
    total: document.querySelector('[data-testid="cart-total"]')?.textContent ?? null,
    lineLinked: line?.getClientRects().length > 0 && line.textContent.trim() === 'Blue 100',
  };
}

/** The payment page's order total (empty while the prices load). */
function paymentTotal() {
  const total = document.querySelector('[data-testid="summary-total"]');
  return total ? total.textContent.replace(/\s+/g, ' ').replace(/^Total\s*/, '') : '';
}

/** `count` of Blue 100 in the cart: its quantity, the nav's count and link, the line's link, `total`. */
const inCart = (count, total) => (view) =>
  view.quantity === String(count) &&
  view.badge === String(count) &&
  view.link.endsWith(`(${count} items in cart)`) &&
  view.lineLinked &&
  view.total === total;

// The security check shows for 5 s before the payment page.
const SECURITY_CHECK_TIMEOUT_MS = 15_000;

export async function shopJourney(session) {
  await session.evaluate(clearStoredState);
  await openStarted(session, '/crypto-vault-payment');
  await untilScreen(session, 'Your Cart', '/cart');
  await untilText(session, 'Your cart is empty', { exact: true });
  await tap(session, "the nav's logo", visibleNamed, 'header a', 'CryptoVault home');
  await untilScreen(session, 'CryptoVault', '/');
  await tap(session, "'Browse Products'", visibleNamed, 'main a', 'Browse Products');
  await untilScreen(session, 'Browse Our Products', '/products');
  await tap(session, "the product 'Blue 100'", visibleNamed, 'main a', 'Blue 100');
  await untilScreen(session, 'Blue 100', '/products/p01');
  await tap(session, "'Increase quantity'", visibleNamed, 'main button', 'Increase quantity');
  await tap(session, "'Add to Cart'", visibleNamed, 'main button', 'Add to Cart');
  await untilText(session, 'Added to cart: Blue 100');
  await untilPage(session, "the nav's cart count to show 2", (state) => state.cartBadge === '2');

  await tap(session, "the nav's 'Secure Checkout (2 items in cart)'", visible, 'header a[href="/cart"]');
  await untilScreen(session, 'Your Cart', '/cart');
  // 2 x 0.0038 + 0.0002 shipping
  await until(session, 'Blue 100 in the cart twice, the total 0.00780 BTC', cartView, [], {
    accept: inCart(2, '0.00780 BTC'),
  });
  await tap(session, "'Increase quantity of Blue 100'", visibleNamed, 'button', 'Increase quantity of Blue 100');
  const three = 'Blue 100 three times, the total 0.01160 BTC';
  // The cart shows a change at once and stores it under the storage lock a task later
  // (CartProvider.tsx): a reload quicker than any hand could land between the two.
  await until(session, three, cartView, [], { accept: inCart(3, '0.01160 BTC') });
  await until(session, 'Blue 100 stored three times', cartNow, [], {
    accept: ({ lines }) => lines.some((line) => line.id === 'p01' && line.quantity === 3),
  });
  await reloadStarted(session);
  await until(session, `after a reload still ${three}`, cartView, [], { accept: inCart(3, '0.01160 BTC') });

  await tap(session, "the cart's 'Secure Checkout'", visible, 'main a[href="/crypto-vault-loading"]');
  await untilScreen(session, 'Securing Your Session', '/crypto-vault-loading');
  await untilScreen(session, 'Ultra-Secure Payment System', '/crypto-vault-payment', SECURITY_CHECK_TIMEOUT_MS);
  const inBitcoin = await until(session, 'the order total in BTC', paymentTotal, [], {
    accept: (total) => total.endsWith(' BTC'),
  });
  await tap(session, "the coin 'Monero'", visibleNamed, '[data-part="item-text"]', 'Monero');
  await until(session, `the order total to change from ${inBitcoin} to XMR`, paymentTotal, [], {
    accept: (total) => total.endsWith(' XMR'),
  });
  await tap(session, "'Return to Cart'", visibleNamed, 'a', 'Return to Cart');
  await untilScreen(session, 'Your Cart', '/cart');
}
