import type { CreateToasterReturn } from '@chakra-ui/react';

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

/**
 * Raises and clears toasts. The store behind it loads on first use, so the toast machinery stays
 * out of the first load of a page; a toast raised before the Toaster mounts waits in the store and
 * shows once it does (docs/architecture.md#performance-budgets).
 */
export const toaster = {
  create(options: ToastOptions): void {
    loadStore().then((loaded) => loaded.create(options), notShown);
  },
  remove(id?: string): void {
    loadStore().then((loaded) => loaded.remove(id), notShown);
  },
};
