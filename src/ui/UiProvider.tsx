import { Suspense, type ReactNode } from 'react';
import { lazyPart } from '../lib/startup/lazyPart';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import './fontFaces';
import './monoFontFace';
import { themeSystem } from './theme/system';
import { QuietErrorBoundary } from './QuietErrorBoundary';
import { useHasStarted } from '../lib/startup/useHasStarted';

// The toast machinery is not needed to paint the first screen: it loads right after, in its own
// chunk. Toasts raised before it arrives wait in the toaster's store and show once it mounts.
const Toaster = lazyPart(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

let withoutGlobalCss: SystemContext | undefined;

// With `globalCssInPage`, the same system minus the global stylesheet (reset, global styles, token
// variables) that ChakraProvider would add to the page: a pre-rendered page's stylesheet already
// holds it, and production builds only build it when read (scripts/startup/lazyChakraGlobalCss.ts).
function systemFor(globalCssInPage: boolean): SystemContext {
  const system = themeSystem();
  if (!globalCssInPage) return system;
  return (withoutGlobalCss ??= Object.create(system, { _global: { value: [] } }));
}

export interface UiProviderProps {
  /** True when the page's stylesheet already holds the theme's global CSS (a pre-rendered page). */
  globalCssInPage?: boolean;
  children: ReactNode;
}

export function UiProvider({ globalCssInPage = false, children }: UiProviderProps) {
  // Not in pre-rendered HTML: nothing to show there, and it stays out of the hydration.
  const started = useHasStarted();
  return (
    <ChakraProvider value={systemFor(globalCssInPage)}>
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
