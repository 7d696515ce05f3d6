import { ShopPageShell } from '../features/site-chrome/ShopPageShell';
import { ProductCatalogue } from '../features/shop/catalogue/ProductCatalogue';

export default function ProductsPage() {
  return (
    <ShopPageShell title="Browse Our Products" subtitle="Every product in the vault, priced in Bitcoin." card={false}>
      <ProductCatalogue />
    </ShopPageShell>
  );
}
