import { ContentPageView } from '../features/marketing/ContentPageView';
import { discreetShippingPage } from '../features/marketing/anonymityPages';

export default function DiscreetShippingPage() {
  return <ContentPageView page={discreetShippingPage} />;
}
