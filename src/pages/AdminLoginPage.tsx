import { useSearchParams } from 'react-router';
import { PageShell } from '../ui/PageShell';

export default function AdminLoginPage() {
  const [params] = useSearchParams();
  const csm = params.get('role') === 'csm';
  return (
    <PageShell
      title={csm ? 'Customer Service Access' : 'Command Bridge Access'}
      subtitle={csm ? 'Sign in to the customer service dashboard.' : 'Restricted authorization.'}
    />
  );
}
