import { redirect } from 'react-router';
import { Box } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { ShopPageShell } from '../features/site-chrome/ShopPageShell';
import { CryptoPaymentPanel } from '../features/shop/checkout/CryptoPaymentPanel';
import { useCart } from '../features/shop/cart/CartContext';
import { cartInMemoryIsEmpty } from '../features/shop/cart/cartInMemory';
import { LinkButton } from '../ui/RouterLink';

/**
 * There is nothing to pay for with an empty cart, so the page sends the shopper to /cart
 * (docs/behaviour.md#payment-page).
 */
export function loader() {
  if (cartInMemoryIsEmpty()) throw redirect('/cart');
  return null;
}

export default function CryptoVaultPaymentPage() {
  const { totals } = useCart();
  return (
    <ShopPageShell title="Ultra-Secure Payment System" subtitle="Choose how you want to pay." card={false}>
      <Box marginBottom="6">
        <LinkButton to="/cart" variant="outline">
          <ArrowLeft aria-hidden="true" />
          Return to Cart
        </LinkButton>
      </Box>
      <CryptoPaymentPanel totals={totals} />
    </ShopPageShell>
  );
}
