import { ShopPageShell } from '../features/site-chrome/ShopPageShell';
import { BundleCatalogue } from '../features/shop/bundles/BundleCatalogue';

export default function BundlesPage() {
  return (
    <ShopPageShell title="Product Bundles" subtitle="Curated sets for every experience level." card={false}>
      <BundleCatalogue />
    </ShopPageShell>
  );
}
