import { ArrowLeft } from 'lucide-react';
import { Flex } from '@chakra-ui/react';
import { PageShell } from '../ui/PageShell';
import { LinkButton } from '../ui/RouterLink';
import { requireStaffRole } from '../features/staff-auth/staffGuards';
import { ReviewModeration } from '../features/moderation/ReviewModeration';
import { usePageMeta } from '../features/site-chrome/usePageMeta';

const TITLE = 'Customer Feedback Management';

/** Review moderation is a csm screen (docs/behaviour.md#staff-session). */
export function loader() {
  return requireStaffRole('csm');
}

export default function FeedbackPage() {
  usePageMeta(TITLE, undefined);
  return (
    <PageShell title={TITLE} subtitle="Moderate, highlight and answer customer reviews.">
      <Flex justify="flex-end" marginBottom="4">
        <LinkButton to="/admin-dashboard/csm" variant="outline" size="sm">
          <ArrowLeft aria-hidden="true" />
          Back to Admin
        </LinkButton>
      </Flex>
      <ReviewModeration />
    </PageShell>
  );
}
