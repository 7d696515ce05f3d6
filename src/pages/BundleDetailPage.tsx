import { useParams } from 'react-router';
import { ShopPageShell } from '../features/site-chrome/ShopPageShell';
import { findBundle } from '../features/bundles/bundles';
import { BundleDetail } from '../features/bundles/BundleDetail';
import { BundleNotFound } from '../features/bundles/BundleNotFound';

export default function BundleDetailPage() {
  const bundle = findBundle(useParams().id);
  if (!bundle) {
    return (
      <ShopPageShell title="Bundle Not Found">
        <BundleNotFound />
      </ShopPageShell>
    );
  }
  return (
    <ShopPageShell title={bundle.name} subtitle={bundle.tagline} card={false}>
      <BundleDetail bundle={bundle} />
    </ShopPageShell>
  );
}
