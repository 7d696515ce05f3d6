import { ShopPageShell } from '../features/site-chrome/ShopPageShell';

export default function QualityControlPage() {
  return <ShopPageShell title="Quality Control" subtitle="Constant checks at every step." />;
}
