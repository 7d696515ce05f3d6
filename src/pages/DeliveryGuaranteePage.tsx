import { ContentPageView } from '../features/marketing/ContentPageView';
import { deliveryGuaranteePage } from '../features/marketing/featurePages';

export default function DeliveryGuaranteePage() {
  return <ContentPageView page={deliveryGuaranteePage} />;
}
