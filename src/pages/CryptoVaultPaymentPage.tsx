import { ShopPageShell } from '../features/site-chrome/ShopPageShell';

export default function CryptoVaultPaymentPage() {
  return <ShopPageShell title="Ultra-Secure Payment System" subtitle="Choose how you want to pay." />;
}
