import { useId } from 'react';
import { Badge, Box, Text } from '@chakra-ui/react';
import { ShieldCheck, ShoppingCart } from 'lucide-react';
import { LinkButton } from '../../ui/RouterLink';
import { useCart } from './CartContext';

/**
 * The nav's cart button: 'Secure Checkout' to /cart, the item count, and the names on hover or
 * focus. The tooltip is plain CSS rather than Chakra's Tooltip: the button is on every page's
 * first load, and the positioning engine behind Chakra's tooltip cost about 10 kB gzip there.
 */
export function CartButton() {
  const { totalItems, itemNames } = useCart();
  const tooltipId = useId();
  const summary = totalItems === 0 ? 'Your cart is empty' : itemNames.join(', ');
  return (
    <Box position="relative" display="inline-block" className="group">
      <LinkButton to="/cart" size="sm" variant="outline" aria-describedby={tooltipId}>
        <ShieldCheck aria-hidden="true" />
        <Text as="span" hideBelow="sm">
          Secure Checkout
        </Text>
        <Text as="span" hideFrom="sm" srOnly>
          Secure Checkout
        </Text>
        <Box as="span" position="relative" display="inline-flex">
          <ShoppingCart aria-hidden="true" />
          {totalItems > 0 && (
            <Badge
              position="absolute"
              top="-2"
              right="-3"
              size="xs"
              variant="solid"
              borderRadius="full"
              data-testid="cart-count"
              aria-hidden="true"
            >
              {totalItems}
            </Badge>
          )}
        </Box>
        <Text as="span" srOnly>
          ({totalItems} {totalItems === 1 ? 'item' : 'items'} in cart)
        </Text>
      </LinkButton>
      <Box
        id={tooltipId}
        role="tooltip"
        position="absolute"
        top="calc(100% + 8px)"
        right="0"
        zIndex="tooltip"
        width="max-content"
        maxWidth="xs"
        paddingX="3"
        paddingY="1.5"
        borderRadius="md"
        bg="gray.100"
        color="gray.900"
        fontSize="sm"
        boxShadow="md"
        visibility="hidden"
        opacity="0"
        transition="opacity 0.15s"
        pointerEvents="none"
        _groupHover={{ visibility: 'visible', opacity: 1 }}
        _groupFocusWithin={{ visibility: 'visible', opacity: 1 }}
      >
        {summary}
      </Box>
    </Box>
  );
}
