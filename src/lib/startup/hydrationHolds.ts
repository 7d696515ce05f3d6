const holds: Promise<unknown>[] = [];

/**
 * Marks a part that pre-rendered HTML shows but that loads in its own chunk: hydration waits for
 * it. A Suspense boundary still waiting for its chunk when start-up changes a context above it
 * (the cart filling in) is thrown away and drawn again from its fallback, so the page would
 * collapse and grow back (docs/architecture.md, pre-rendering). Call it when the module that
 * starts the load is evaluated, which is before the first render.
 */
export function holdHydrationUntil<T>(part: Promise<T>): Promise<T> {
  holds.push(part);
  return part;
}

/**
 * Settles once every held part has loaded or failed; a failed part is left to its Suspense
 * boundary and error boundary, as without the hold.
 */
export function hydrationHolds(): Promise<unknown> {
  return Promise.allSettled(holds);
}
