import { useEffect, useRef, type RefObject } from 'react';

/**
 * After an action that takes away the focused control (Approve and Reject leave with the pending
 * status, Reply with the reply), the focus goes to the first of the given reviews that is still
 * shown, or to `fallback`, never to the page body: the next Tab then goes on from there
 * (docs/behaviour.md#what-each-screen-announces).
 *
 * `listCaughtUp` is false while the list still lags a filter just chosen: a card focused then
 * could be one the filter hides a moment later, which would drop the focus to the body.
 */
export function useFocusReviewAfter(
  list: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null>,
  listCaughtUp: boolean,
) {
  const wanted = useRef<readonly number[] | null>(null);
  // After every render: the change the action made shows in the render after it.
  useEffect(() => {
    if (!wanted.current || !listCaughtUp) return;
    const cards = wanted.current.map((id) => list.current?.querySelector<HTMLElement>(`[data-review-id="${id}"]`));
    wanted.current = null;
    (cards.find((card) => card) ?? fallback.current)?.focus();
  });
  return (ids: readonly number[]) => {
    wanted.current = ids;
  };
}
