import { ContentPageView } from '../features/marketing/ContentPageView';
import { featuresPage } from '../features/marketing/featurePages';

export default function FeaturesPage() {
  return <ContentPageView page={featuresPage} />;
}
