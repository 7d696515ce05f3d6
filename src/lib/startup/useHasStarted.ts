import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while the server pre-renders a page and during the first client render that hydrates
 * it; true in every render after that, and from the start when the app renders without
 * pre-rendered HTML (stories, client-only routes). What depends on the visitor or the day reads
 * storage or the clock only once this is true, so the pre-rendered HTML and the first client
 * render agree whatever day the page was built on (docs/architecture.md, pre-rendering).
 */
export function useHasStarted(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
