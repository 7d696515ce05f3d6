import { Badge, Box, Portal, Text, Tooltip } from '@chakra-ui/react';
import { ShieldCheck, ShoppingCart } from 'lucide-react';
import { LinkButton } from '../../ui/RouterLink';
import { useCart } from './CartContext';

/** The nav's cart button: 'Secure Checkout' to /cart, the item count, and the names on hover. */
export function CartButton() {
  const { totalItems, itemNames } = useCart();
  const summary = totalItems === 0 ? 'Your cart is empty' : itemNames.join(', ');
  return (
    <Tooltip.Root openDelay={200} closeDelay={100} positioning={{ placement: 'bottom-end' }}>
      <Tooltip.Trigger asChild>
        <LinkButton
          to="/cart"
          size="sm"
          variant="outline"
          position="relative"
        >
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
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxWidth="xs">{summary}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
