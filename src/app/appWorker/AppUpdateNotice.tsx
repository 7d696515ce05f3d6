import { useSyncExternalStore } from 'react';
import { UpdateNotice } from './UpdateNotice';
import { offerUpdate, type UpdateOffer } from './updateOffer';

/**
 * The notice for a waiting version, with the state of the page's forms. 'Dismiss' withdraws the
 * offer for this tab; a newer version offers itself again.
 */
export function AppUpdateNotice({ offer }: { offer: UpdateOffer }) {
  const { unsavedInput } = offer;
  const formHoldsInput = useSyncExternalStore(unsavedInput.subscribe, unsavedInput.holdsUnsavedInput);
  return <UpdateNotice formHoldsInput={formHoldsInput} onReload={offer.reload} onDismiss={() => offerUpdate(null)} />;
}
