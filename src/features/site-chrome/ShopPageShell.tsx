import type { PageShellProps } from '../../ui/PageShell';
import { PageShell } from '../../ui/PageShell';
import { NavBar } from './NavBar';
import { SiteFooter } from './SiteFooter';
import { CartButton } from '../cart/CartButton';
import { usePageMeta } from './usePageMeta';

/**
 * A shopper-facing page: the shared nav bar (with the cart button) and footer around the page
 * shell. A text title and subtitle are also the document title and meta description.
 */
export function ShopPageShell(props: Omit<PageShellProps, 'header' | 'footer'>) {
  usePageMeta(textOf(props.title), textOf(props.subtitle));
  return <PageShell header={<NavBar cartSlot={<CartButton />} />} footer={<SiteFooter />} {...props} />;
}

function textOf(node: PageShellProps['title']): string | undefined {
  return typeof node === 'string' ? node : undefined;
}
