import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is at least partly inside the viewport, so that what only decorates it can
 * stop while nobody sees it. True until the browser says otherwise: pre-rendering and the first
 * render have no viewport to ask, and a browser without IntersectionObserver keeps it true. The
 * element is looked up once: it must stay the same for as long as the hook is mounted.
 */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const latest = entries[entries.length - 1];
      if (latest) setOnScreen(latest.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}
