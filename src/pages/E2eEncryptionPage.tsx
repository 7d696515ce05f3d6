import { ContentPageView } from '../features/marketing/ContentPageView';
import { e2eEncryptionPage } from '../features/marketing/anonymityPages';

export default function E2eEncryptionPage() {
  return <ContentPageView page={e2eEncryptionPage} />;
}
