import { lazy, Suspense, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import './fontFaces';
import { system } from './theme/system';
import { QuietErrorBoundary } from './QuietErrorBoundary';
import { useHasStarted } from '../lib/startup/useHasStarted';

// The toast machinery is not needed to paint the first screen: it loads right after, in its own
// chunk. Toasts raised before it arrives wait in the toaster's store and show once it mounts.
const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

export function UiProvider({ children }: { children: ReactNode }) {
  // Not in pre-rendered HTML: nothing to show there, and it stays out of the hydration.
  const started = useHasStarted();
  return (
    <ChakraProvider value={system}>
      {children}
      {started && (
        <QuietErrorBoundary name="The toaster">
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </QuietErrorBoundary>
      )}
    </ChakraProvider>
  );
}
