import { ShopPageShell } from '../features/site-chrome/ShopPageShell';
import { CartView } from '../features/shop/cart/CartView';

export default function CartPage() {
  return (
    <ShopPageShell title="Your Cart" subtitle="Review your items before the secure checkout." card={false}>
      <CartView />
    </ShopPageShell>
  );
}
