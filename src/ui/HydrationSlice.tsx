import { createContext, Suspense, useContext, type ReactNode } from 'react';

const SlicesAllowed = createContext(true);

/**
 * A part of a pre-rendered page that hydrates on its own. React hydrates what lies outside every
 * such part in one go, then each part in short, interruptible slices, so a phone keeps answering
 * input while the page comes alive (docs/architecture.md#pre-rendered-pages). Elsewhere (stories,
 * pages drawn in the browser) it changes nothing: nothing inside suspends, so nothing falls back.
 * Inside `HydrateAsOne` it adds no boundary.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return useContext(SlicesAllowed) ? <Suspense fallback={null}>{children}</Suspense> : children;
}

/**
 * Hydrates its content in the same pass as itself, with no slices inside. For a component that
 * changes a context value as soon as it mounts (Zag's tabs flip their `ssr` flag): React cannot
 * tell whether a slice still waiting below reads that context, so it hydrates every one of them
 * at once, in a single task that cannot be interrupted.
 */
export function HydrateAsOne({ children }: { children: ReactNode }) {
  return <SlicesAllowed value={false}>{children}</SlicesAllowed>;
}
