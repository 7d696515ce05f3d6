import { redirect } from 'react-router';
import { Box } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { ShopPageShell } from '../features/site-chrome/ShopPageShell';
import { CryptoPaymentPanel } from '../features/checkout/CryptoPaymentPanel';
import { useCart } from '../features/cart/CartContext';
import { SHIPPING_BTC } from '../features/cart/cartRules';
import { storedCartIsEmpty } from '../features/cart/storedCart';
import { LinkButton } from '../ui/RouterLink';

/** SPEC: there is nothing to pay for with an empty cart, so the page sends the shopper to /cart. */
export function loader() {
  if (storedCartIsEmpty()) throw redirect('/cart');
  return null;
}

export default function CryptoVaultPaymentPage() {
  const { subtotal } = useCart();
  return (
    <ShopPageShell title="Ultra-Secure Payment System" subtitle="Choose how you want to pay." card={false}>
      <Box marginBottom="6">
        <LinkButton to="/cart" variant="outline">
          <ArrowLeft aria-hidden="true" />
          Return to Cart
        </LinkButton>
      </Box>
      <CryptoPaymentPanel subtotalBtc={subtotal} shippingBtc={SHIPPING_BTC} />
    </ShopPageShell>
  );
}
