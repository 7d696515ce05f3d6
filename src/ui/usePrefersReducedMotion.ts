import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * True while the visitor asks for less motion: what moves on its own (the carousels, the typed
 * slogans, How It Works' steps) then holds still. Read on the first render (not after it), so
 * nothing starts moving and then stops.
 * Pre-rendering has no window and says false; a hydrating render says false too, like the HTML it
 * adopts, and React re-renders with the visitor's answer straight after (docs/architecture.md,
 * pre-rendering).
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
