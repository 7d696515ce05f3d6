/**
 * Two bundles bought one after the other, sharing three products: each bundle page's checkout,
 * the cart and the payment page agree on every total, to the satoshi, and each bundle keeps its
 * price (docs/behaviour.md#bundle-discount). Ultimate Collection costs 0.0311 BTC of products one
 * by one and 0.0218 as a bundle; Weekend Retreat shares three of its products.
 */
import { openInApp, openStarted, untilScreen, untilText } from '../appSteps.mjs';
import { clearStoredState, visible, visibleNamed } from '../inPage.mjs';
import { expectThat, tap, until } from '../waitFor.mjs';

const SHIPPING = 20_000;
// The security check shows for 5 s before the payment page.
const SECURITY_CHECK_TIMEOUT_MS = 15_000;

/**
 * The satoshis the amount in the visible element marked `testId` stands for ('0.02200 BTC' is
 * 2 200 000), so totals shown to 4, 5 or 8 decimals compare exactly; null while none shows.
 */
function shownSats(testId) {
  const element = [...document.querySelectorAll(`[data-testid="${testId}"]`)].find(
    (candidate) => candidate.getClientRects().length > 0,
  );
  const match = /(-?)([\d,]+)\.(\d+) BTC/.exec(element?.textContent ?? '');
  if (!match) return null;
  const [, sign, whole, fraction] = match;
  const sats = Number(whole.replace(/,/g, '')) * 100_000_000 + Number(fraction.padEnd(8, '0').slice(0, 8));
  return sign ? -sats : sats;
}

const untilSats = (session, what, testId) =>
  until(session, `${what} in BTC`, shownSats, [testId], { accept: (sats) => sats !== null });

/** Buy Now on the bundle's page, opened by `open`, and the total its checkout section then asks for. */
async function buyBundle(session, open, id, name) {
  await open(`/bundles/${id}`, name);
  await tap(session, "'Buy Now'", visibleNamed, 'main button', 'Buy Now');
  return untilSats(session, `${name}'s checkout total`, 'checkout-total');
}

/** Opens the cart from the nav's link, which says how many items it holds, and reads its total. */
async function cartTotal(session, items, bundle) {
  await tap(session, `the nav's 'Secure Checkout (${items} items in cart)'`, visible, 'header a[href="/cart"]');
  await untilScreen(session, 'Your Cart', '/cart');
  await untilText(session, `Bundle discount: ${bundle} × 1`, { exact: true });
  const link = await session.evaluate(
    () => document.querySelector('header a[href="/cart"]')?.textContent.replace(/\s+/g, ' ').trim() ?? null,
  );
  expectThat(link?.endsWith(`(${items} items in cart)`), `the nav's link to count ${items} items`, link);
  return untilSats(session, 'the cart total', 'cart-total');
}

export async function bundleTotals(session) {
  // A full load after the cart is cleared: a running app keeps the cart it read.
  await session.evaluate(clearStoredState);
  const load = async (path, name) => {
    await openStarted(session, path);
    await untilScreen(session, name, path);
  };
  const ultimate = await buyBundle(session, load, 'bundle12', 'Ultimate Collection');
  expectThat(ultimate === 2_180_000 + SHIPPING, "Ultimate Collection's total 0.0218 BTC plus shipping", ultimate);
  const first = await cartTotal(session, 9, 'Ultimate Collection');
  expectThat(first === ultimate, `the cart total to be the bundle page's, ${ultimate} sats`, first);

  const retreat = await buyBundle(
    session,
    (path, name) => openInApp(session, path, name),
    'bundle09',
    'Weekend Retreat',
  );
  const both = await cartTotal(session, 14, 'Weekend Retreat');
  expectThat(
    both === ultimate - SHIPPING + retreat,
    `the cart total to be both bundle pages' totals with shipping once, ${ultimate - SHIPPING + retreat} sats`,
    both,
  );

  await tap(session, "the cart's 'Secure Checkout'", visible, 'main a[href="/crypto-vault-loading"]');
  await untilScreen(session, 'Ultra-Secure Payment System', '/crypto-vault-payment', SECURITY_CHECK_TIMEOUT_MS);
  const payment = await untilSats(session, "the payment page's total", 'summary-total');
  expectThat(payment === both, `the payment page's total to be the cart's, ${both} sats`, payment);
  const discounts = await session.evaluate(
    () => document.querySelectorAll('[data-testid="summary-bundle-discount"]').length,
  );
  expectThat(discounts === 2, "the payment page's summary to show both bundle discounts", discounts);
}
