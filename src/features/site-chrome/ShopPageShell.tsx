import type { PageShellProps } from '../../ui/PageShell';
import { PageShell } from '../../ui/PageShell';
import { NavBar } from './NavBar';
import { SiteFooter } from './SiteFooter';
import { CartButton } from '../cart/CartButton';

/** A shopper-facing page: the shared nav bar (with the cart button) and footer around the page shell. */
export function ShopPageShell(props: Omit<PageShellProps, 'header' | 'footer'>) {
  return <PageShell header={<NavBar cartSlot={<CartButton />} />} footer={<SiteFooter />} {...props} />;
}
