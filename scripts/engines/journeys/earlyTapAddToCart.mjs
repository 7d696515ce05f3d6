/**
 * A tap on 'Add to Cart' at first paint, before the app runs, is taken at once and honoured once
 * the app has started: exactly once (docs/behaviour.md#early-taps).
 */
import { setTimeout as delay } from 'node:timers/promises';
import { openWithAppHeldBack, untilTapsReplayed } from '../appSteps.mjs';
import { SECOND_EFFECT_WINDOW_MS, tapHeldBeforeStartUp } from '../earlyTap.mjs';
import { clearStoredState, pageState, storedCartLines } from '../inPage.mjs';
import { expectThat, untilPage } from '../waitFor.mjs';

export async function earlyTapAddsToCartOnce(session, proxy) {
  const release = await openWithAppHeldBack(session, proxy, '/products/p01');
  try {
    // The app has not read the cart yet: it starts from an empty one.
    await session.evaluate(clearStoredState);
    await tapHeldBeforeStartUp(session, 'main button', 'Add to Cart');
  } finally {
    release();
  }
  await untilTapsReplayed(session);
  await untilPage(session, "the nav's cart count 1", (state) => state.cartBadge === '1');
  await delay(SECOND_EFFECT_WINDOW_MS);
  const lines = await session.evaluate(storedCartLines);
  const state = await session.evaluate(pageState);
  const [line, ...more] = lines;
  const once = line?.id === 'p01' && line.type === 'product' && line.quantity === 1 && more.length === 0;
  expectThat(once && state.cartBadge === '1', 'the cart to hold Blue 100 once (quantity 1, nav count 1)', {
    lines,
    cartBadge: state.cartBadge,
  });
}
