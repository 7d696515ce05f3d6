import { isRouteErrorResponse, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { ShopPageShell } from '../features/site-chrome/ShopPageShell';
import { EmptyState } from '../ui/EmptyState';
import { LinkButton } from '../ui/RouterLink';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's fallback when a route throws: the message, and a way back. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <ShopPageShell title="Unexpected Application Error!">
      <EmptyState
        icon={<TriangleAlert />}
        title={describe(error)}
        description="Something went wrong on this page. Your cart and settings are safe."
        action={<LinkButton to="/">Back to Home</LinkButton>}
      />
    </ShopPageShell>
  );
}
