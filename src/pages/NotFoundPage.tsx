import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Home } from 'lucide-react';
import { ShopPageShell } from '../features/site-chrome/ShopPageShell';
import { EmptyState } from '../ui/EmptyState';
import { LinkButton } from '../ui/RouterLink';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <ShopPageShell title="Page Not Found">
      <EmptyState
        // The page's heading already says 'Page Not Found': the state says what it means.
        title="This page is not in the vault"
        description="The page you are looking for doesn't exist or has been moved."
        action={
          <LinkButton to="/">
            <Home aria-hidden="true" />
            Back to Home
          </LinkButton>
        }
      />
    </ShopPageShell>
  );
}
