import { ShopPageShell } from '../features/site-chrome/ShopPageShell';
import { SecurityCheckProgress } from '../features/shop/checkout/SecurityCheckProgress';

export default function CryptoVaultLoadingPage() {
  return (
    <ShopPageShell title="Securing Your Session" subtitle="Running security checks before payment.">
      <SecurityCheckProgress />
    </ShopPageShell>
  );
}
