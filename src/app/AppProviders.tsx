import type { ReactNode } from 'react';
import { UiProvider } from '../ui/UiProvider';
import { RuntimeProvider } from '../lib/runtime/RuntimeProvider';
import { systemRuntime } from '../lib/runtime/runtime';
import { StartupProvider } from '../lib/startup/StartupProvider';
import { CartProvider } from '../features/cart/CartProvider';

export interface AppProvidersProps {
  /** True for the build's pre-render and the browser's hydration of it (StartupProvider). */
  hydrating: boolean;
  children: ReactNode;
}

/**
 * Everything the app shares: the start-up flag, the design system, the toaster, the real clock
 * and random source, and the cart.
 */
export function AppProviders({ hydrating, children }: AppProvidersProps) {
  return (
    <StartupProvider hydrating={hydrating}>
      <UiProvider>
        <RuntimeProvider runtime={systemRuntime}>
          <CartProvider>{children}</CartProvider>
        </RuntimeProvider>
      </UiProvider>
    </StartupProvider>
  );
}
