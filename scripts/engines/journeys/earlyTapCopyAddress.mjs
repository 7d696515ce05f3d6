/**
 * A tap on 'Copy Bitcoin address' (the payment widget beside a product's checkout) at first
 * paint, before the app runs. A replayed click is not the user's own gesture, and WebKit allows
 * clipboard writes only inside one (Firefox and Chromium accept a write within about 5 s of the
 * tap): public/early-taps.js therefore copies a `data-copy-value` control in the tap itself and
 * the app shows that copy's outcome. Passes when the address was written once, in the tap, before
 * start-up, and the copy is confirmed exactly once; a refused copy ('Could not copy the Bitcoin
 * address'), none, or a second one fails. The page probe records the writes (pageProbe.js).
 */
import { tapsBeforeStartUp } from '../appSteps.mjs';
import { settled, tapHeldBeforeStartUp } from './earlyTaps.mjs';
import { watchFor } from '../inPage.mjs';
import { CheckFailure, expectThat, until } from '../waitFor.mjs';

/** Copy confirmations and refusals on screen, the clipboard writes, the address shown, and whether the button said it was copied. */
function copyOutcome() {
  const titles = [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')]
    .filter((toast) => toast.getClientRects().length > 0)
    .map((toast) => toast.textContent);
  return {
    copied: titles.filter((title) => title.includes('Bitcoin address copied to clipboard')).length,
    refused: titles.filter((title) => title.includes('Could not copy the Bitcoin address')).length,
    writes: window.enginesClipboardWrites ?? null,
    address: document.querySelector('[data-testid="btc-address"]')?.textContent ?? null,
    // inPage.mjs watchFor: the button says so for 3 s, perhaps between two looks at the page.
    buttonSaidCopied: window.enginesSeen === true,
  };
}

export async function earlyTapCopiesAddressOnce(session, proxy) {
  await tapsBeforeStartUp(session, proxy, '/products/p01', async () => {
    await tapHeldBeforeStartUp(session, 'button', 'Copy Bitcoin address');
    await session.evaluate(watchFor, 'button[aria-label="Bitcoin address copied"]');
  });
  const expected = "the copy confirmed ('Bitcoin address copied to clipboard')";
  const outcome = await until(session, expected, copyOutcome, [], {
    accept: (state) => state.copied > 0 || state.refused > 0,
  });
  if (outcome.refused > 0) throw new CheckFailure(expected, `the copy was refused: ${JSON.stringify(outcome)}`);
  await session.evaluate(settled);
  const last = await session.evaluate(copyOutcome);
  const [write, ...more] = last.writes ?? [];
  expectThat(
    last.copied === 1 &&
      last.refused === 0 &&
      last.buttonSaidCopied &&
      write?.text === last.address &&
      write.outcome === 'written' &&
      write.inGesture === true &&
      write.appStarted === false &&
      more.length === 0,
    "one copy confirmation, the button saying 'Bitcoin address copied', the address written once, in the tap, before start-up",
    last,
  );
}
