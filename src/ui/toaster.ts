import type { CreateToasterReturn } from '@chakra-ui/react';

type ToastOptions = Parameters<CreateToasterReturn['create']>[0];

let store: Promise<CreateToasterReturn> | undefined;
const loadStore = () => (store ??= import('./toasterStore').then((module) => module.toasterStore));

/**
 * Raises and clears toasts. The store behind it loads on first use, so the toast machinery stays
 * out of the first load of a page; a toast raised before the Toaster mounts waits in the store and
 * shows once it does (docs/architecture.md#performance-budgets).
 */
export const toaster = {
  create(options: ToastOptions): void {
    void loadStore().then((loaded) => loaded.create(options));
  },
  remove(id?: string): void {
    void loadStore().then((loaded) => loaded.remove(id));
  },
};
