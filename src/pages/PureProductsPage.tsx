import { ShopPageShell } from '../features/site-chrome/ShopPageShell';

export default function PureProductsPage() {
  return <ShopPageShell title="Pure Products" subtitle="Consistent quality in every package." />;
}
