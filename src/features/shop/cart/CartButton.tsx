import { Suspense, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { lazyPart } from '../../../lib/startup/lazyPart';
import { Badge, Box, Text } from '@chakra-ui/react';
import { ShieldCheck, ShoppingCart } from 'lucide-react';
import { LinkButton } from '../../../ui/RouterLink';
import { useCart } from './CartContext';
import { countOf } from '../../../lib/text/countOf';

const CartHoverList = lazyPart(() => import('./CartHoverList'));

/**
 * The nav's cart button: 'Secure Checkout' to /cart, the item count, and the names on hover or
 * focus. The list's code loads on the first hover or focus (the button is on every first load),
 * and Escape closes it until the pointer or focus leaves, as a tooltip should (WCAG 1.4.13).
 */
export function CartButton() {
  const { totalItems } = useCart();
  const tooltipId = useId();
  const [listLoaded, setListLoaded] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;
  const area = useRef<HTMLDivElement>(null);

  // A pointer that came to rest on the pre-rendered button before the app ran sent its
  // pointerenter to no one: once the app runs, the list opens for it as for a hover that comes now.
  useEffect(() => {
    if (area.current?.matches(':hover')) {
      setListLoaded(true);
      setHovered(true);
    }
  }, []);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    setFocused(false);
    setDismissed(false);
  };

  // On the document: a list opened by hovering has no focus inside it to receive the key.
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <Box
      ref={area}
      position="relative"
      display="inline-block"
      onPointerEnter={() => {
        setListLoaded(true);
        setHovered(true);
      }}
      onPointerLeave={() => {
        setHovered(false);
        setDismissed(false);
      }}
      onFocus={() => {
        setListLoaded(true);
        setFocused(true);
      }}
      onBlur={onBlur}
    >
      <LinkButton to="/cart" size="sm" variant="outline" aria-describedby={listLoaded ? tooltipId : undefined}>
        <ShieldCheck aria-hidden="true" />
        <Text as="span" hideBelow="sm">
          Secure Checkout
        </Text>
        <Text as="span" hideFrom="sm" srOnly>
          Secure Checkout
        </Text>
        <Box as="span" position="relative" display="inline-flex">
          <ShoppingCart aria-hidden="true" />
          {/* Drawn while empty too, only hidden: its styles are then in the pre-rendered page, and
              the first Add to Cart does not add style rules, which costs a whole-page layout. */}
          <Badge
            position="absolute"
            top="-2"
            right="-3"
            size="xs"
            variant="solid"
            borderRadius="full"
            css={{ '&[data-empty]': { display: 'none' } }}
            data-empty={totalItems === 0 ? '' : undefined}
            data-testid="cart-count"
            aria-hidden="true"
          >
            {totalItems}
          </Badge>
        </Box>
        <Text as="span" srOnly>
          ({countOf(totalItems, 'item')} in cart)
        </Text>
      </LinkButton>
      {listLoaded && (
        <Suspense fallback={null}>
          <CartHoverList id={tooltipId} open={open} />
        </Suspense>
      )}
    </Box>
  );
}
