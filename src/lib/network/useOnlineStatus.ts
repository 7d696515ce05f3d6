import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** False while the browser says it has no network (`navigator.onLine`); true when it cannot tell. */
export function isBrowserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Whether the browser is online, following its `online` and `offline` events; true in the build's render. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isBrowserOnline, () => true);
}
