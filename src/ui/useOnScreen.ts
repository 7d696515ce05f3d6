import { useEffect, useState } from 'react';

/**
 * Whether an element is at least partly inside the viewport, so that what only decorates it can
 * stop while nobody sees it. Give the returned ref to the element; it may mount later, or be
 * replaced. True until the browser says otherwise: pre-rendering and the first render have no
 * viewport to ask, and a browser without IntersectionObserver keeps it true.
 */
export function useOnScreen<T extends Element>(): [ref: (element: T | null) => void, onScreen: boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const latest = entries[entries.length - 1];
      if (latest) setOnScreen(latest.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, onScreen];
}
