import { ContentPageView } from '../features/marketing/ContentPageView';
import { discreetPaymentsPage } from '../features/marketing/anonymityPages';

export default function DiscreetPaymentsPage() {
  return <ContentPageView page={discreetPaymentsPage} />;
}
