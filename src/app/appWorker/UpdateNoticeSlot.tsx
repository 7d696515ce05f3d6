import { useSyncExternalStore } from 'react';
import { AppUpdateNotice } from './AppUpdateNotice';
import { currentUpdateOffer, subscribeToUpdateOffer } from './updateOffer';

/**
 * Where the shell shows 'A new version is available' once the service worker offers one
 * (docs/behaviour.md#offline-and-updates). Nothing until then, and nothing in pre-rendered HTML.
 * The notice is part of the shell's code, not a chunk of its own: it uses only components the
 * shell already loads, and a chunk of its own made the bundler split theirs, which grew the first
 * load of / by 1.1 kB (gzip).
 */
export function UpdateNoticeSlot() {
  const offer = useSyncExternalStore(subscribeToUpdateOffer, currentUpdateOffer, () => null);
  return offer ? <AppUpdateNotice offer={offer} /> : null;
}
