import { ContentPageView } from '../features/marketing/ContentPageView';
import { factoryDirectPage } from '../features/marketing/featurePages';

export default function FactoryDirectPage() {
  return <ContentPageView page={factoryDirectPage} />;
}
