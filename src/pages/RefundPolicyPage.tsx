import { ShopPageShell } from '../features/site-chrome/ShopPageShell';

export default function RefundPolicyPage() {
  return <ShopPageShell title="Refund Policy" subtitle="When and how we refund." />;
}
