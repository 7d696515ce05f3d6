/**
 * 'Secure connection established' shows 2 s after every load, as the spec says, and a screen
 * reader hears it on the tab's first load only: later it is out of the accessibility tree
 * (src/features/hardening/secureConnectionNotice.ts).
 */
import { openStarted } from '../appSteps.mjs';
import { until } from '../waitFor.mjs';

const NOTICE = 'Secure connection established';

/** Whether the notice shows, whether it is hidden from screen readers, and how many live regions speak it. */
function notice(text) {
  const root = [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')].find((toast) =>
    toast.textContent.includes(text),
  );
  const spoken = [...document.querySelectorAll('[role="status"]')].filter(
    (region) => region.textContent.includes(text) && !region.closest('[aria-hidden="true"]'),
  );
  return {
    shown: Boolean(root && root.getClientRects().length > 0),
    ariaHidden: root?.getAttribute('aria-hidden') ?? null,
    spoken: spoken.length,
    // For a failure's report only (f95: WebKit showed no notice within 10 s, once): whether the
    // app raised it (the tab's flag), what toasts the page holds, and how long the page has run.
    raised: sessionStorage.getItem('secure-connection-announced'),
    toasts: [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')].map(
      (toast) => `${toast.getAttribute('data-state')}: ${toast.textContent.trim().slice(0, 40)}`,
    ),
    toaster: Boolean(document.querySelector('[data-scope="toast"][data-part="group"]')),
    visibility: document.visibilityState,
    pageMs: Math.round(performance.now()),
  };
}

/** Starts anywhere; forgets that this tab heard the notice, as a new tab has not. */
export async function secureNoticeReadOnce(session) {
  await session.evaluate(() => sessionStorage.removeItem('secure-connection-announced')).catch(() => {});
  await openStarted(session, '/privacy-policy');
  await until(session, `"${NOTICE}" shown and read out, on the tab's first load`, notice, [NOTICE], {
    accept: ({ shown, ariaHidden, spoken }) => shown && ariaHidden === null && spoken === 1,
  });
  await openStarted(session, '/features');
  await until(session, `"${NOTICE}" shown but not read out, on the next load`, notice, [NOTICE], {
    accept: ({ shown, ariaHidden, spoken }) => shown && ariaHidden === 'true' && spoken === 0,
  });
}
