import { useContext } from 'react';
import { StartedContext } from './startedContext';

/**
 * False while the build pre-renders a page and while the browser hydrates it; true in every render
 * after that, and from the start when the app renders without pre-rendered HTML (stories,
 * client-only routes). What depends on the visitor or the day reads storage or the clock only once
 * this is true, so the pre-rendered HTML and the first client render agree whatever day the page
 * was built on (docs/architecture.md#pre-rendered-pages).
 */
export function useHasStarted(): boolean {
  return useContext(StartedContext);
}
