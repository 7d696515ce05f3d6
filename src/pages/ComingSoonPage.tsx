import { ShopPageShell } from '../features/site-chrome/ShopPageShell';
import { LaunchCountdown } from '../features/marketing/LaunchCountdown';

export default function ComingSoonPage() {
  return (
    <ShopPageShell title="Coming Soon" subtitle="Our next release is on its way.">
      <LaunchCountdown />
    </ShopPageShell>
  );
}
