import { ShopPageShell } from '../features/site-chrome/ShopPageShell';

export default function PrivacyPolicyPage() {
  return <ShopPageShell title="Privacy Policy" subtitle="How we handle the little data we keep." />;
}
