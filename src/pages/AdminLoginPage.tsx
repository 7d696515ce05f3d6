import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { PageShell } from '../ui/PageShell';
import { StaffLoginForm } from '../features/staff-auth/StaffLoginForm';
import { guardLogin } from '../features/staff-auth/staffGuards';
import { loginRole } from '../features/staff-auth/staffRole';
import { useAccessDeniedNotice } from '../features/staff-auth/useAccessDeniedNotice';
import { usePageMeta } from '../features/site-chrome/usePageMeta';

export function loader({ request }: LoaderFunctionArgs) {
  return guardLogin(new URL(request.url));
}

export default function AdminLoginPage() {
  const [params] = useSearchParams();
  const role = loginRole(params.get('role'));
  useAccessDeniedNotice();
  const title = role === 'csm' ? 'Customer Service Access' : 'Command Bridge Access';
  usePageMeta(title, undefined);
  return (
    <PageShell
      cardMaxWidth="lg"
      title={title}
      subtitle={
        role === 'csm'
          ? 'Sign in to the customer service dashboard.'
          : 'Restricted authorization. Authorized personnel only.'
      }
    >
      <StaffLoginForm key={role} role={role} />
    </PageShell>
  );
}
