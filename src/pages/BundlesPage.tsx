import { ShopPageShell } from '../features/site-chrome/ShopPageShell';

export default function BundlesPage() {
  return <ShopPageShell title="Product Bundles" subtitle="Curated sets for every experience level." />;
}
