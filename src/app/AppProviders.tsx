import type { ReactNode } from 'react';
import { UiProvider } from '../ui/UiProvider';
import { RuntimeProvider } from '../lib/runtime/RuntimeProvider';
import { systemRuntime } from '../lib/runtime/runtime';
import { CartProvider } from '../features/cart/CartProvider';

/** Everything the app shares: the design system, the toaster and the real clock and random source, and the cart. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <UiProvider>
      <RuntimeProvider runtime={systemRuntime}>
        <CartProvider>{children}</CartProvider>
      </RuntimeProvider>
    </UiProvider>
  );
}
