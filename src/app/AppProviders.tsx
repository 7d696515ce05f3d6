import type { ReactNode } from 'react';
import { UiProvider } from '../ui/UiProvider';
import { RuntimeProvider } from '../lib/runtime/RuntimeProvider';
import { systemRuntime } from '../lib/runtime/runtime';

/** Everything the app shares: the design system, the toaster and the real clock and random source. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <UiProvider>
      <RuntimeProvider runtime={systemRuntime}>{children}</RuntimeProvider>
    </UiProvider>
  );
}
