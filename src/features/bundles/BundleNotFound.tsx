import { PackageX } from 'lucide-react';
import { EmptyState } from '../../ui/EmptyState';
import { LinkButton } from '../../ui/RouterLink';

export function BundleNotFound() {
  return (
    <EmptyState
      icon={<PackageX />}
      title="This bundle is not in the vault"
      description="The bundle you are looking for doesn't exist or has been removed."
      action={<LinkButton to="/bundles">Back to Bundles</LinkButton>}
    />
  );
}
