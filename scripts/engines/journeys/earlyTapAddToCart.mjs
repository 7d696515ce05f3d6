/**
 * A tap on 'Add to Cart' at first paint, before the app runs, is taken at once and honoured once
 * the app has started: exactly once (docs/behaviour.md#early-taps).
 */
import { setTimeout as delay } from 'node:timers/promises';
import { openWithAppHeldBack, untilTapsReplayed } from '../appSteps.mjs';
import { clearStoredState, pageState, storedCartLines, visibleNamed } from '../inPage.mjs';
import { expectThat, tap, until, untilPage } from '../waitFor.mjs';

/** Whether the named control shows a held tap, and whether the app has started. */
export function heldTapShown(selector, name) {
  const control = [...document.querySelectorAll(selector)].find(
    (element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim() === name,
  );
  return {
    busy: control ? control.getAttribute('aria-busy') === 'true' : null,
    started: document.documentElement.hasAttribute('data-app-started'),
  };
}

// A second replay of the tap would come a task or two after the first: long enough to see it.
export const SECOND_EFFECT_WINDOW_MS = 500;

export async function earlyTapAddsToCartOnce(session, proxy) {
  const release = await openWithAppHeldBack(session, proxy, '/products/p01');
  try {
    // The app has not read the cart yet: it starts from an empty one.
    await session.evaluate(clearStoredState);
    await tap(session, "'Add to Cart'", visibleNamed, 'main button', 'Add to Cart');
    const shown = await until(session, "'Add to Cart' on the page", heldTapShown, ['main button', 'Add to Cart'], {
      accept: (state) => state.busy !== null,
    });
    expectThat(
      shown.busy && !shown.started,
      "'Add to Cart' to show at once, before start-up, that the tap was taken (aria-busy)",
      shown,
    );
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
