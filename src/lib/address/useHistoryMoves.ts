import { useSyncExternalStore } from 'react';

let moves = 0;
let listening = false;
const listeners = new Set<() => void>();

function countMove() {
  moves += 1;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  // Counted from the first subscriber on, for the life of the page: a control that mounts later
  // starts from the count it finds.
  if (!listening) {
    listening = true;
    window.addEventListener('popstate', countMove);
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

const currentMoves = () => moves;

/**
 * How many times the visitor has gone Back or Forward in this page (the browser's `popstate`), as
 * it happens: the router applies the address it lands on later, in a transition, and renders may
 * never see an entry the visitor left before it was drawn. 0 in the build's render. A memory
 * router (stories) moves without `popstate`, so there it stays 0.
 */
export function useHistoryMoves(): number {
  return useSyncExternalStore(subscribe, currentMoves, () => 0);
}
