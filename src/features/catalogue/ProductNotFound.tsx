import { PackageX } from 'lucide-react';
import { EmptyState } from '../../ui/EmptyState';
import { LinkButton } from '../../ui/RouterLink';

export function ProductNotFound() {
  return (
    <EmptyState
      icon={<PackageX />}
      title="This product is not in the vault"
      description="The product you are looking for doesn't exist or has been removed."
      action={<LinkButton to="/products">Back to Products</LinkButton>}
    />
  );
}
