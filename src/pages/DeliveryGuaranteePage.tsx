import { ShopPageShell } from '../features/site-chrome/ShopPageShell';

export default function DeliveryGuaranteePage() {
  return <ShopPageShell title="Delivery Guarantee" subtitle="Delivered within 5 days, guaranteed." />;
}
