import type { CreateToasterReturn } from '@chakra-ui/react';
import { afterNextPaint } from '../lib/scheduling/afterNextPaint';
import { placePhoneToasts } from './placePhoneToasts';

type ToastOptions = Parameters<CreateToasterReturn['create']>[0];

let store: Promise<CreateToasterReturn> | undefined;
// A failed load (offline before the toaster was first needed) is forgotten, so the next toast tries again.
const loadStore = () =>
  (store ??= import('./toasterStore').then(
    (module) => module.toasterStore,
    (error: unknown) => {
      store = undefined;
      throw error;
    },
  ));

/** A toast that cannot be shown is not worth an uncaught error: the page carries on without it. */
const notShown = (error: unknown) => console.warn('A notice could not be shown: its code did not load.', error);

// Every call waits for the one before it, so a toast raised and then cleared is cleared.
let lastCall: Promise<void> = Promise.resolve();

/** Applies a call to the store once it is loaded and the page has painted what led to it. */
function afterPaint(apply: (loaded: CreateToasterReturn) => void): Promise<void> {
  lastCall = lastCall
    .then(async () => {
      const loaded = await loadStore();
      await afterNextPaint();
      apply(loaded);
    })
    .catch(notShown);
  return lastCall;
}

/**
 * Raises and clears toasts. The store behind it loads on first use, so the toast machinery stays
 * out of the first load of a page; a toast raised before the Toaster mounts waits in the store and
 * shows once it does (docs/architecture.md#performance-budgets). A toast is made after the paint
 * of the tap that raised it: making one measures its height, which forces a layout of the whole
 * page, and that (about 50 ms on a slow phone) would otherwise delay the tap's own feedback.
 * Each call resolves once it has been applied.
 */
export const toaster = {
  create(options: ToastOptions): Promise<void> {
    return afterPaint((loaded) => {
      // In the layout the toast's own measuring forces anyway: no extra cost.
      placePhoneToasts();
      loaded.create(options);
    });
  },
  remove(id?: string): Promise<void> {
    return afterPaint((loaded) => loaded.remove(id));
  },
};
