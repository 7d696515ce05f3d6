import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { PageShell } from '../ui/PageShell';

const titles = { adm: 'Command Bridge', csm: 'Customer Service Dashboard' } as const;

function isStaffRole(role: string | undefined): role is keyof typeof titles {
  return role === 'adm' || role === 'csm';
}

/** SPEC: the role must be adm or csm, else back to the login. */
export function loader({ params }: LoaderFunctionArgs) {
  if (!isStaffRole(params.role)) throw redirect('/admin');
  return null;
}

export default function AdminDashboardPage() {
  const { role } = useParams();
  return <PageShell title={isStaffRole(role) ? titles[role] : ''} />;
}
