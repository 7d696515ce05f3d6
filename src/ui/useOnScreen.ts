import { useCallback, useState, type RefCallback } from 'react';

/**
 * Whether an element is at least partly inside the viewport, so that what only decorates it can
 * stop while nobody sees it. Give the returned ref to the element; it may mount later, or be
 * replaced. True until the browser first says otherwise: pre-rendering and the first render have
 * no viewport to ask, and a browser without IntersectionObserver keeps it true. The ref keeps no
 * state of its own, so attaching it renders nothing again (hydration included).
 */
export function useOnScreen<T extends Element>(): [ref: RefCallback<T>, onScreen: boolean] {
  const [onScreen, setOnScreen] = useState(true);
  const ref = useCallback((element: T | null) => {
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const latest = entries[entries.length - 1];
      if (latest) setOnScreen(latest.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, onScreen];
}
