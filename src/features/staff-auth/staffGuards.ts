import { redirect } from 'react-router';
import { currentStaffRole } from './staffSession';
import { dashboardPath, isStaffRole, loginPath, loginRole, type StaffRole } from './staffRole';

/**
 * Route guards (used as loaders). A session opens only its own role's screens; anything else
 * goes to that role's login with 'Admin access required' (docs/behaviour.md#staff-session).
 */
export function requireStaffRole(role: StaffRole): null {
  if (currentStaffRole() !== role) throw redirect(loginPath(role, true));
  return null;
}

export function guardDashboard(role: string | undefined): StaffRole {
  if (!isStaffRole(role)) throw redirect('/admin');
  requireStaffRole(role);
  return role;
}

/** The login screen skips itself when that role is already logged in. */
export function guardLogin(url: URL): null {
  const role = loginRole(url.searchParams.get('role'));
  if (currentStaffRole() === role) throw redirect(dashboardPath(role));
  return null;
}
