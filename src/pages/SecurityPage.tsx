import { ShopPageShell } from '../features/site-chrome/ShopPageShell';

export default function SecurityPage() {
  return <ShopPageShell title="Security" subtitle="Complete anonymity, end to end." />;
}
