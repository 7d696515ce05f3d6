import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { focusPageHeading } from '../../ui/focusPageHeading';

const FROM_LOGIN = 'staff-login';

/** The navigation state the login form leaves with, so the dashboard knows it was just entered. */
export const ARRIVED_FROM_LOGIN = { arrivedFrom: FROM_LOGIN } as const;

/**
 * A dashboard entered from the login puts the focus on its heading: the login form, which had it,
 * is gone, and a reader then says where the login led (docs/behaviour.md#what-each-screen-announces).
 * A tab or filter change later keeps the focus where the user put it.
 */
export function useHeadingFocusAfterLogin(): void {
  const { state } = useLocation();
  const fromLogin = (state as { arrivedFrom?: unknown } | null)?.arrivedFrom === FROM_LOGIN;
  useEffect(() => {
    if (fromLogin) focusPageHeading(document);
  }, [fromLogin]);
}
