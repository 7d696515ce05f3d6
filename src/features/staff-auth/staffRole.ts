export type StaffRole = 'adm' | 'csm';

export function isStaffRole(value: unknown): value is StaffRole {
  return value === 'adm' || value === 'csm';
}

/** The login screen's role: csm when asked for, adm otherwise (adm is the default, docs/behaviour.md#staff-login). */
export function loginRole(value: string | null): StaffRole {
  return value === 'csm' ? 'csm' : 'adm';
}

export function dashboardPath(role: StaffRole): string {
  return `/admin-dashboard/${role}`;
}

export function loginPath(role: StaffRole, accessDenied = false): string {
  const params = new URLSearchParams();
  if (role === 'csm') params.set('role', 'csm');
  if (accessDenied) params.set('denied', '1');
  const query = params.toString();
  return query ? `/admin?${query}` : '/admin';
}
