import { ShopPageShell } from '../features/site-chrome/ShopPageShell';

export default function DiscreetShippingPage() {
  return <ShopPageShell title="Discreet Shipping" subtitle="Plain packaging, no labels that tell." />;
}
