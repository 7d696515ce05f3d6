/** What public/early-taps.js, the page's first script, leaves on the window. */
interface EarlyTaps {
  /** Replays the held taps in order, as clicks on their controls, and stops holding new ones. */
  ready(): number;
  pending(): number;
  copyInTap(): Promise<boolean> | null;
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
 * Inside a replayed click on a copy control (`data-copy-value`): the copy that tap made in the
 * user's own gesture, a promise of whether it worked; null for a click the user made to the app.
 * Read it before the handler's first await: the replay is over once the click returns.
 */
export function copyMadeInEarlyTap(): Promise<boolean> | null {
  return (typeof window !== 'undefined' && window.cryptovaultEarlyTaps?.copyInTap?.()) || null;
}

/**
 * Shows the parts of the page that wait for the view the address names (`[data-address-view]`),
 * once it is drawn: public/early-taps.js hid them on an address with search parameters.
 */
export function showAddressView(): void {
  document.documentElement.removeAttribute('data-address-view-pending');
}
