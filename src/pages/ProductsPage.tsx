import { ShopPageShell } from '../features/site-chrome/ShopPageShell';

export default function ProductsPage() {
  return <ShopPageShell title="Browse Our Products" subtitle="Every product in the vault, priced in Bitcoin." />;
}
