import { ContentPageView } from '../features/marketing/ContentPageView';
import { shippingPolicyPage } from '../features/marketing/legalPages';

export default function ShippingPolicyPage() {
  return <ContentPageView page={shippingPolicyPage} />;
}
