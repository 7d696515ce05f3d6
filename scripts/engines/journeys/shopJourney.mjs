/**
 * The shopper's way to payment: add a product, see the nav's count, change the quantity in the
 * cart, reload (the cart is kept), pass the security check and switch the coin on the payment page.
 */
import { openStarted, reloadStarted, untilScreen } from '../appSteps.mjs';
import { clearStoredState, visible, visibleNamed } from '../inPage.mjs';
import { tap, until, untilPage } from '../waitFor.mjs';

/** The cart line's quantity field and total, and the nav's count. */
function cartView() {
  const field = document.querySelector('[role="spinbutton"][aria-label="Quantity of Blue 100"]');
  const badge = document.querySelector('[data-testid="cart-count"]');
  return {
    quantity: field ? field.value : null,
    badge: badge && badge.getClientRects().length > 0 ? badge.textContent : null,
    total: document.querySelector('[data-testid="cart-total"]')?.textContent ?? null,
  };
}

/** The payment page's order total (empty while the prices load). */
function paymentTotal() {
  const total = document.querySelector('[data-testid="summary-total"]');
  return total ? total.textContent.replace(/\s+/g, ' ').replace(/^Total\s*/, '') : '';
}

/** Two of Blue 100: 2 x 0.0038 + 0.0002 shipping. */
const twoInCart = (view) => view.quantity === '2' && view.badge === '2' && view.total === '0.00780 BTC';

// The security check shows for 5 s before the payment page.
const SECURITY_CHECK_TIMEOUT_MS = 15_000;

export async function shopJourney(session) {
  await session.evaluate(clearStoredState);
  await openStarted(session, '/products/p01');
  await tap(session, "'Add to Cart'", visibleNamed, 'main button', 'Add to Cart');
  await untilPage(session, "the nav's cart count to show 1", (state) => state.cartBadge === '1');

  await tap(session, "the nav's cart button", visible, 'header a[href="/cart"]');
  await untilScreen(session, 'Your Cart', '/cart');
  await tap(session, "'Increase quantity of Blue 100'", visibleNamed, 'button', 'Increase quantity of Blue 100');
  const expected = 'quantity 2, the nav count 2 and the total 0.00780 BTC';
  await until(session, expected, cartView, [], { accept: twoInCart });

  await reloadStarted(session);
  await until(session, `after a reload still ${expected}`, cartView, [], { accept: twoInCart });

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
}
