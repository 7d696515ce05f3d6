import { PageShell } from '../ui/PageShell';
import { requireStaffRole } from '../features/staff-auth/staffGuards';

/** Review moderation is a csm screen (DECISIONS.md). */
export function loader() {
  return requireStaffRole('csm');
}

export default function FeedbackPage() {
  return <PageShell title="Customer Feedback Management" subtitle="Review moderation." />;
}
