/**
 * 'Secure connection established' shows 2 s after every load, as the spec says, and a screen
 * reader hears it on the tab's first load only: later it is out of the accessibility tree
 * (src/features/hardening/secureConnectionNotice.ts).
 */
import { openStarted } from '../appSteps.mjs';
import { until } from '../waitFor.mjs';

const NOTICE = 'Secure connection established';
// The page probe's flag (pageProbe.js): record each toast as it comes.
const RECORD_TOASTS = 'engines:record-toasts';

/**
 * The notice as the page probe recorded it when it came: whether it showed, whether it was hidden
 * from screen readers, and how many live status regions then spoke it. The notice shows for 4 s;
 * recorded as it comes, a look at the page that comes late still sees it (f95: WebKit, under load
 * beside another test run, once showed none within 10 s of polling the page as it then was).
 */
function recordedNotice(text) {
  const toast = (window.enginesToasts ?? []).find((recorded) => recorded.text.includes(text));
  return {
    shown: toast?.shown ?? false,
    ariaHidden: toast?.ariaHidden ?? null,
    spoken: toast ? toast.statusTexts.filter((spoken) => spoken.includes(text)).length : 0,
    // For a failure's report only: whether the app raised the notice (the tab's flag), every toast
    // recorded, and how long the page has run.
    raised: sessionStorage.getItem('secure-connection-announced'),
    toasts: (window.enginesToasts ?? []).map((recorded) => recorded.text.slice(0, 40)),
    pageMs: Math.round(performance.now()),
  };
}

/** Starts anywhere; forgets that this tab heard the notice, as a new tab has not. */
export async function secureNoticeReadOnce(session) {
  // Forgotten on a page of the app's origin that runs none of the app: the page the last journey
  // left may not have raised its own notice yet (2 s after its start), and raised after the reset
  // it marked the tab as having heard it (f97: Firefox, right after the adm journey's last load).
  await session.goto('/robots.txt');
  await session.evaluate((key) => {
    sessionStorage.removeItem('secure-connection-announced');
    sessionStorage.setItem(key, '1');
  }, RECORD_TOASTS);
  try {
    await openStarted(session, '/privacy-policy');
    await until(session, `"${NOTICE}" shown and read out, on the tab's first load`, recordedNotice, [NOTICE], {
      accept: ({ shown, ariaHidden, spoken }) => shown && ariaHidden === null && spoken === 1,
    });
    await openStarted(session, '/features');
    await until(session, `"${NOTICE}" shown but not read out, on the next load`, recordedNotice, [NOTICE], {
      accept: ({ shown, ariaHidden, spoken }) => shown && ariaHidden === 'true' && spoken === 0,
    });
  } finally {
    await session.evaluate((key) => sessionStorage.removeItem(key), RECORD_TOASTS).catch(() => {});
  }
}
