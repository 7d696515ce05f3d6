import type { ReactNode } from 'react';
import { UiProvider } from '../ui/UiProvider';
import { RuntimeProvider } from '../lib/runtime/RuntimeProvider';
import { systemRuntime } from '../lib/runtime/runtime';
import { StartupProvider } from './startup/StartupProvider';
import { CartProvider } from '../features/shop/cart/CartProvider';

export interface AppProvidersProps {
  /** True for the build's pre-render and the browser's hydration of it (StartupProvider). */
  hydrating: boolean;
  /** True in the browser on a pre-rendered page, whose stylesheet holds the theme's global CSS. */
  globalCssInPage?: boolean;
  children: ReactNode;
}

/**
 * Everything the app shares: the start-up flag, the design system, the toaster, the real clock
 * and random source, and the cart.
 */
export function AppProviders({ hydrating, globalCssInPage = false, children }: AppProvidersProps) {
  return (
    <StartupProvider hydrating={hydrating}>
      <UiProvider globalCssInPage={globalCssInPage}>
        <RuntimeProvider runtime={systemRuntime}>
          <CartProvider>{children}</CartProvider>
        </RuntimeProvider>
      </UiProvider>
    </StartupProvider>
  );
}
