import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PageShell } from '../ui/PageShell';
import { guardDashboard } from '../features/staff-auth/staffGuards';
import { LogoutButton } from '../features/staff-auth/LogoutButton';
import type { StaffRole } from '../features/staff-auth/staffRole';

const titles = { adm: 'Command Bridge', csm: 'Customer Service Dashboard' } as const;

/** SPEC: the role must be adm or csm, else back to the login; and only that role's session may enter. */
export function loader({ params }: LoaderFunctionArgs): StaffRole {
  return guardDashboard(params.role);
}

export default function AdminDashboardPage() {
  const role = useLoaderData<typeof loader>();
  return (
    <PageShell title={titles[role]}>
      <LogoutButton role={role} />
    </PageShell>
  );
}
