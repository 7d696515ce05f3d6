import { ShopPageShell } from '../features/site-chrome/ShopPageShell';

export default function ShippingPolicyPage() {
  return <ShopPageShell title="Shipping Policy" subtitle="Times, costs and guarantees." />;
}
