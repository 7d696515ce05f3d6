import { useCallback, useEffect, useEffectEvent, useRef } from 'react';

/**
 * When the user's own action swaps one view for another, the control they pressed goes with the
 * old view: the focus moves to what the new view names (`target`), never to the page body (WCAG
 * 2.4.3). Only after such an action: a view drawn as the page opens does not take the focus.
 * Returns `expectSwap`: call it with true in the action, before the view changes (false cancels).
 */
export function useFocusAfterSwap<View>(
  view: View,
  target: (view: View) => HTMLElement | null,
): (expected: boolean) => void {
  const expected = useRef(false);
  const focusTarget = useEffectEvent((shown: View) => target(shown)?.focus());
  useEffect(() => {
    if (!expected.current) return;
    expected.current = false;
    focusTarget(view);
  }, [view]);
  return useCallback((swap: boolean) => {
    expected.current = swap;
  }, []);
}
