import { toaster } from '../../ui/toaster';

/** Where this tab remembers that a screen reader has heard the notice once (sessionStorage). */
export const SECURE_NOTICE_HEARD_KEY = 'secure-connection-announced';

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * 'Secure connection established', shown 2 s after every load (SPEC). Read out on the tab's first
 * load only: on every later page a screen reader heard the same words again, even over the
 * payment page's security check. Shown all the same, as the spec says.
 */
export function showSecureConnectionNotice(storage: Storage | null = tabStorage()): void {
  let heard = false;
  try {
    heard = storage?.getItem(SECURE_NOTICE_HEARD_KEY) === '1';
    storage?.setItem(SECURE_NOTICE_HEARD_KEY, '1');
  } catch {
    // Storage refused: it is read out, as on a first load.
  }
  void toaster.create({ type: 'success', title: 'Secure connection established', meta: { quiet: heard } });
}
