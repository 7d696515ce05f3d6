import { ShopPageShell } from '../features/site-chrome/ShopPageShell';
import { HomeSections } from '../features/home/HomeSections';

export default function HomePage() {
  return (
    <ShopPageShell title="CryptoVault" subtitle="Highest quality. Fastest delivery. Strongest security." card={false}>
      <HomeSections />
    </ShopPageShell>
  );
}
