import { useParams } from 'react-router';
import { ShopPageShell } from '../features/site-chrome/ShopPageShell';

export default function PackDetailPage() {
  const { packId } = useParams();
  return <ShopPageShell title="Pack Details" subtitle={`Pack ${packId ?? ''}`} />;
}
