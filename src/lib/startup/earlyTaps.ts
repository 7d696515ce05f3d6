/** What public/early-taps.js, the page's first script, leaves on the window. */
interface EarlyTaps {
  /** Replays the held taps in order, as clicks on their controls, and stops holding new ones. */
  ready(): number;
  pending(): number;
}

declare global {
  interface Window {
    cryptovaultEarlyTaps?: EarlyTaps;
  }
}

/**
 * Gives the app the taps made on the pre-rendered page before it started: call once the app can
 * answer them (docs/architecture.md#pre-rendered-pages). Stories and tests have no such script.
 */
export function replayEarlyTaps(): void {
  window.cryptovaultEarlyTaps?.ready();
}

/**
 * Shows the parts of the page that wait for the view the address names (`[data-address-view]`),
 * once it is drawn: public/early-taps.js hid them on an address with search parameters.
 */
export function showAddressView(): void {
  document.documentElement.removeAttribute('data-address-view-pending');
}
