import { ContentPageView } from '../features/marketing/ContentPageView';
import { privacyPolicyPage } from '../features/marketing/legalPages';

export default function PrivacyPolicyPage() {
  return <ContentPageView page={privacyPolicyPage} />;
}
