import { useParams } from 'react-router';
import { ShopPageShell } from '../features/site-chrome/ShopPageShell';

export default function BundleDetailPage() {
  const { id } = useParams();
  return <ShopPageShell title="Bundle Details" subtitle={`Bundle ${id ?? ''}`} />;
}
