/**
 * Storage that is not JSON at all never breaks start-up: the app starts with an empty cart. A cart
 * stored in a shape the app no longer writes (a bare list of lines) with an invalid line
 * (an unknown id, a quantity over 10) opens repaired: the valid line shows with its quantity, the
 * invalid one is dropped, and the repaired cart is what storage holds (docs/behaviour.md#storage).
 */
import { reloadStarted, untilScreen, untilText } from '../appSteps.mjs';
import { until } from '../waitFor.mjs';

/** Stores text that is not JSON under the keys the app reads (a bad write, another program). */
function storeBrokenJson() {
  for (const key of ['cart', 'csm-credentials', 'review-moderation']) localStorage.setItem(key, '{"broken": [1,');
}

/** Stores the damaged cart; read at the next load, as a cart left by an older version or a bad write. */
function storeDamagedCart() {
  localStorage.setItem(
    'cart',
    JSON.stringify([
      { id: 'p02', type: 'product', quantity: 3 },
      { id: 'x', quantity: 99 },
    ]),
  );
}

/** The cart page's lines (each quantity field's name and value) and the cart as stored. */
function cartAndStorage() {
  return {
    lines: [...document.querySelectorAll('main [role="spinbutton"]')].map(
      (field) => `${field.getAttribute('aria-label')}: ${field.value}`,
    ),
    stored: localStorage.getItem('cart'),
  };
}

const REPAIRED = JSON.stringify({ lines: [{ id: 'p02', type: 'product', quantity: 3 }], bundles: [] });

/** Starts on the cart page with the app running (the shop journey ends there). */
export async function storedCartRepaired(session) {
  await untilScreen(session, 'Your Cart', '/cart');
  await session.evaluate(storeBrokenJson);
  await reloadStarted(session);
  await untilText(session, 'Your cart is empty', { exact: true });

  await session.evaluate(storeDamagedCart);
  await reloadStarted(session);
  await until(
    session,
    'the cart to show Red 47 three times, and nothing else, and to be stored repaired',
    cartAndStorage,
    [],
    {
      accept: ({ lines, stored }) => lines.length === 1 && lines[0] === 'Quantity of Red 47: 3' && stored === REPAIRED,
    },
  );
}
