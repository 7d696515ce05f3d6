/**
 * A tap on 'Copy Bitcoin address' (the payment widget beside a product's checkout) at first
 * paint, before the app runs. A replayed click is not the user's own gesture, and WebKit allows
 * clipboard writes only inside one (Firefox and Chromium accept a write within about 5 s of the
 * tap): public/early-taps.js therefore copies a `data-copy-value` control in the tap itself and
 * the app shows that copy's outcome. Passes when the copy is confirmed exactly once; a refused
 * copy ('Could not copy the Bitcoin address'), none, or a second one fails.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { openWithAppHeldBack, untilTapsReplayed } from '../appSteps.mjs';
import { SECOND_EFFECT_WINDOW_MS, tapHeldBeforeStartUp } from '../earlyTap.mjs';
import { CheckFailure, expectThat, until } from '../waitFor.mjs';

/** Copy confirmations and refusals on screen. */
function copyOutcome() {
  const titles = [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')]
    .filter((toast) => toast.getClientRects().length > 0)
    .map((toast) => toast.textContent);
  return {
    copied: titles.filter((title) => title.includes('Bitcoin address copied to clipboard')).length,
    refused: titles.filter((title) => title.includes('Could not copy the Bitcoin address')).length,
  };
}

export async function earlyTapCopiesAddressOnce(session, proxy) {
  const release = await openWithAppHeldBack(session, proxy, '/products/p01');
  try {
    await tapHeldBeforeStartUp(session, 'button', 'Copy Bitcoin address');
  } finally {
    release();
  }
  await untilTapsReplayed(session);
  const expected = "the copy confirmed ('Bitcoin address copied to clipboard')";
  const outcome = await until(session, expected, copyOutcome, [], {
    accept: (state) => state.copied > 0 || state.refused > 0,
  });
  if (outcome.refused > 0) throw new CheckFailure(expected, `the copy was refused: ${JSON.stringify(outcome)}`);
  await delay(SECOND_EFFECT_WINDOW_MS);
  const last = await session.evaluate(copyOutcome);
  expectThat(last.copied === 1 && last.refused === 0, 'one copy confirmation and no refusal', last);
}
