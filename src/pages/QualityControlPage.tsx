import { ContentPageView } from '../features/marketing/ContentPageView';
import { qualityControlPage } from '../features/marketing/featurePages';

export default function QualityControlPage() {
  return <ContentPageView page={qualityControlPage} />;
}
