import type { ReactNode } from 'react';
import { PackageX } from 'lucide-react';
import { EmptyState } from './EmptyState';
import { LinkButton } from './RouterLink';

export interface MissingItemStateProps {
  /** What was asked for: 'product', 'bundle', 'pack'. */
  item: string;
  backTo: string;
  backLabel: ReactNode;
  /** Defaults to saying the item does not exist or was removed. */
  description?: string;
}

/** The not-found state of a detail route: names what is missing and links back to where to choose again. */
export function MissingItemState({
  item,
  backTo,
  backLabel,
  description = `The ${item} you are looking for doesn't exist or has been removed.`,
}: MissingItemStateProps) {
  return (
    <EmptyState
      icon={<PackageX />}
      title={`This ${item} is not in the vault`}
      description={description}
      action={<LinkButton to={backTo}>{backLabel}</LinkButton>}
    />
  );
}
