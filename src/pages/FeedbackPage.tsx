import { PageShell } from '../ui/PageShell';

export default function FeedbackPage() {
  return <PageShell title="Customer Feedback Management" subtitle="Review moderation." />;
}
