import { ShopPageShell } from '../features/site-chrome/ShopPageShell';

export default function CartPage() {
  return <ShopPageShell title="Your Cart" subtitle="Review your items before the secure checkout." />;
}
