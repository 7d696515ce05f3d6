import { ContentPageView } from '../features/marketing/ContentPageView';
import { refundPolicyPage } from '../features/marketing/legalPages';

export default function RefundPolicyPage() {
  return <ContentPageView page={refundPolicyPage} />;
}
