import { ShopPageShell } from '../features/site-chrome/ShopPageShell';

export default function FactoryDirectPage() {
  return <ShopPageShell title="Factory Direct" subtitle="Straight from the factory to your door." />;
}
