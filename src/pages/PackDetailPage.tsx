import { useParams } from 'react-router';
import { PackageX } from 'lucide-react';
import { ShopPageShell } from '../features/site-chrome/ShopPageShell';
import { findPack } from '../features/packs/packs';
import { PackDetail } from '../features/packs/PackDetail';
import { EmptyState } from '../ui/EmptyState';
import { LinkButton } from '../ui/RouterLink';

export default function PackDetailPage() {
  const pack = findPack(useParams().packId);
  if (!pack) {
    return (
      <ShopPageShell title="Pack Not Found">
        <EmptyState
          icon={<PackageX />}
          title="This pack is not in the vault"
          description="Choose one of the pack specials on the home page."
          action={<LinkButton to="/">Back to Home</LinkButton>}
        />
      </ShopPageShell>
    );
  }
  return (
    <ShopPageShell title={pack.name} subtitle={`${pack.packSize} ${pack.packSize === 1 ? 'Pill' : 'Pills'}`} card={false}>
      <PackDetail pack={pack} />
    </ShopPageShell>
  );
}
