import { useParams } from 'react-router';
import { ShopPageShell } from '../features/site-chrome/ShopPageShell';
import { findBundle } from '../features/shop/bundles/bundles';
import { BundleDetail } from '../features/shop/bundles/BundleDetail';
import { MissingItemState } from '../ui/MissingItemState';

export default function BundleDetailPage() {
  const bundle = findBundle(useParams().id);
  if (!bundle) {
    return (
      <ShopPageShell title="Bundle Not Found">
        <MissingItemState item="bundle" backTo="/bundles" backLabel="Back to Bundles" />
      </ShopPageShell>
    );
  }
  return (
    <ShopPageShell title={bundle.name} subtitle={bundle.tagline} card={false}>
      <BundleDetail bundle={bundle} />
    </ShopPageShell>
  );
}
