/**
 * What a session's click reports, from where the watched click landed (inPage.mjs watchClick):
 * clicked when it reached its element, or when the page it was on has gone (it followed a link);
 * missed, to be tapped again, when it landed on something else.
 */
export function clickOutcome(landed) {
  if (landed === null || landed === 'reached') return { clicked: true };
  if (landed === 'none') return { clicked: false, why: 'the press took no click' };
  return { clicked: false, why: `the click landed on ${landed} (the element changed under the press)` };
}
