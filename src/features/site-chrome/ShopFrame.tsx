import type { ReactNode } from 'react';
import { PageFrame } from '../../ui/PageShell';
import { CartButton } from '../shop/cart/CartButton';
import { NavBar } from './NavBar';
import { SiteFooter } from './SiteFooter';
import { InShopLayout } from './shopLayoutContext';

/** The shop's nav bar (with the cart button) and footer around whatever page is inside. */
export function ShopFrame({ children }: { children: ReactNode }) {
  return (
    <PageFrame header={<NavBar cartSlot={<CartButton />} />} footer={<SiteFooter />}>
      <InShopLayout value>{children}</InShopLayout>
    </PageFrame>
  );
}
