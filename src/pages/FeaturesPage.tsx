import { ShopPageShell } from '../features/site-chrome/ShopPageShell';

export default function FeaturesPage() {
  return <ShopPageShell title="Premium Features" subtitle="What sets CryptoVault apart." />;
}
