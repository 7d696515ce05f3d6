import { ShopPageShell } from '../features/site-chrome/ShopPageShell';

export default function ComingSoonPage() {
  return <ShopPageShell title="Coming Soon" subtitle="Our next release is on its way." />;
}
