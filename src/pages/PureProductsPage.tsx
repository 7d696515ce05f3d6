import { ContentPageView } from '../features/marketing/ContentPageView';
import { pureProductsPage } from '../features/marketing/featurePages';

export default function PureProductsPage() {
  return <ContentPageView page={pureProductsPage} />;
}
