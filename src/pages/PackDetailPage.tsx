import { useParams } from 'react-router';
import { ShopPageShell } from '../features/site-chrome/ShopPageShell';
import { findPack } from '../features/shop/packs/packs';
import { PackDetail } from '../features/shop/packs/PackDetail';
import { MissingItemState } from '../ui/MissingItemState';

export default function PackDetailPage() {
  const pack = findPack(useParams().packId);
  if (!pack) {
    return (
      <ShopPageShell title="Pack Not Found">
        <MissingItemState
          item="pack"
          description="Choose one of the pack specials on the home page."
          backTo="/"
          backLabel="Back to Home"
        />
      </ShopPageShell>
    );
  }
  return (
    // The pack size is said once, in the badge beside the discount.
    <ShopPageShell title={pack.name} card={false}>
      <PackDetail pack={pack} />
    </ShopPageShell>
  );
}
