import { ContentPageView } from '../features/marketing/ContentPageView';
import { securityPage } from '../features/marketing/anonymityPages';

export default function SecurityPage() {
  return <ContentPageView page={securityPage} />;
}
