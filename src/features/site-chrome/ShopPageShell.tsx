import type { PageShellProps } from '../../ui/PageShell';
import { PageShell } from '../../ui/PageShell';
import { NavBar } from './NavBar';
import { SiteFooter } from './SiteFooter';

/** A shopper-facing page: the shared nav bar and footer around the page shell. */
export function ShopPageShell(props: Omit<PageShellProps, 'header' | 'footer'>) {
  return <PageShell header={<NavBar />} footer={<SiteFooter />} {...props} />;
}
