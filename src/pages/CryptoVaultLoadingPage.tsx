import { ShopPageShell } from '../features/site-chrome/ShopPageShell';

export default function CryptoVaultLoadingPage() {
  return <ShopPageShell title="Securing Your Session" subtitle="Running security checks before payment." />;
}
