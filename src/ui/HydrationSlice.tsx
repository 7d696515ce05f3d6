import { Suspense, type ReactNode } from 'react';

/**
 * A part of a pre-rendered page that hydrates on its own. React hydrates what lies outside every
 * such part in one go, then each part in short, interruptible slices, so a phone keeps answering
 * input while the page comes alive (docs/architecture.md#pre-rendered-pages). Elsewhere (stories,
 * pages drawn in the browser) it changes nothing: nothing inside suspends, so nothing falls back.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
