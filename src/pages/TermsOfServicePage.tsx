import { ContentPageView } from '../features/marketing/ContentPageView';
import { termsOfServicePage } from '../features/marketing/legalPages';

export default function TermsOfServicePage() {
  return <ContentPageView page={termsOfServicePage} />;
}
