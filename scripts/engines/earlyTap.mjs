/** The first half of every early-tap journey: a tap before start-up, shown at once as taken. */
import { visibleNamed } from './inPage.mjs';
import { expectThat, tap, until } from './waitFor.mjs';

/** Whether the named control shows a held tap, and whether the app has started. */
function heldTapShown(selector, name) {
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

/**
 * Taps the control `name` (matched by `selector`) while the app is held back, and fails unless it
 * shows at once, before start-up, that the tap was taken (aria-busy).
 */
export async function tapHeldBeforeStartUp(session, selector, name) {
  const label = `'${name}'`;
  await tap(session, label, visibleNamed, selector, name);
  const shown = await until(session, `${label} on the page`, heldTapShown, [selector, name], {
    accept: (state) => state.busy !== null,
  });
  expectThat(
    shown.busy && !shown.started,
    `${label} to show at once, before start-up, that the tap was taken (aria-busy)`,
    shown,
  );
}
