import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PageShell } from '../ui/PageShell';
import { guardDashboard } from '../features/staff-auth/staffGuards';
import type { StaffRole } from '../features/staff-auth/staffRole';
import { useFollowStaffSession } from '../features/staff-auth/useFollowStaffSession';
import { usePageMeta } from '../features/site-chrome/usePageMeta';
import { CommandBridge } from '../features/command-bridge/CommandBridge';
import { SecurityDashboard } from '../features/security-center/SecurityDashboard';
import { DevicePanel } from '../features/customer-service/DevicePanel';
import { CustomerServiceDashboard } from '../features/customer-service/CustomerServiceDashboard';

/**
 * The role must be adm or csm, else back to the login; and only that role's session may enter
 * (docs/behaviour.md#staff-session).
 */
export function loader({ params }: LoaderFunctionArgs): StaffRole {
  return guardDashboard(params.role);
}

export default function AdminDashboardPage() {
  const role = useLoaderData<typeof loader>();
  useFollowStaffSession(role);
  const title = role === 'csm' ? 'Customer Service Dashboard' : 'Command Bridge';
  usePageMeta(title, undefined);
  if (role === 'csm') {
    return (
      <PageShell title={title} card={false}>
        <CustomerServiceDashboard devicePanel={<DevicePanel />} actions={<SecurityDashboard />} />
      </PageShell>
    );
  }
  return (
    <PageShell title={title} subtitle="Core System Control Interface" card={false}>
      <CommandBridge actions={<SecurityDashboard />} />
    </PageShell>
  );
}
