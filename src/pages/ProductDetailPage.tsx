import { useParams } from 'react-router';
import { ShopPageShell } from '../features/site-chrome/ShopPageShell';

export default function ProductDetailPage() {
  const { id } = useParams();
  return <ShopPageShell title="Product Details" subtitle={`Product ${id ?? ''}`} />;
}
