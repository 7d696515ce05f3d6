import { ShopPageShell } from '../features/site-chrome/ShopPageShell';

export default function DiscreetPaymentsPage() {
  return <ShopPageShell title="Discreet Payments" subtitle="Pay in cryptocurrency, privately." />;
}
