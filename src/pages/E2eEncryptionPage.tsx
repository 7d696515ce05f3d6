import { ShopPageShell } from '../features/site-chrome/ShopPageShell';

export default function E2eEncryptionPage() {
  return <ShopPageShell title="End-to-End Encryption" subtitle="Your data stays yours." />;
}
