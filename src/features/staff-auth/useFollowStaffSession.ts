import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { currentStaffRole, subscribeStaffSession } from './staffSession';
import { loginPath, type StaffRole } from './staffRole';

/**
 * Keeps a staff page in step with the other tabs: a logout (or another role's login) in one tab
 * sends this one back to the login screen. See docs/behaviour.md.
 */
export function useFollowStaffSession(role: StaffRole): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      subscribeStaffSession(() => {
        if (currentStaffRole() !== role) void navigate(loginPath(role, true), { replace: true });
      }),
    [navigate, role],
  );
}
