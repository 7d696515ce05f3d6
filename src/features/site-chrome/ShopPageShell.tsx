import { use } from 'react';
import { PageBody, type PageBodyProps } from '../../ui/PageShell';
import { ShopFrame } from './ShopFrame';
import { InShopLayout } from './shopLayoutContext';
import { usePageMeta } from './usePageMeta';

/**
 * A shopper-facing page: its title, subtitle and content. In the app it renders inside the
 * persistent shop layout (nav and footer stay mounted across navigations); on its own (stories)
 * it draws the same nav and footer itself. A text title and subtitle are also the document title
 * and meta description.
 */
export function ShopPageShell(props: PageBodyProps) {
  usePageMeta(textOf(props.title), textOf(props.subtitle));
  const body = <PageBody {...props} />;
  return use(InShopLayout) ? body : <ShopFrame>{body}</ShopFrame>;
}

function textOf(node: PageBodyProps['title']): string | undefined {
  return typeof node === 'string' ? node : undefined;
}
