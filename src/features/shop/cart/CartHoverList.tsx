import { Box } from '@chakra-ui/react';
import { useCart } from './CartContext';

/**
 * The names in the cart, shown under the nav's cart button on hover or focus. Plain CSS rather
 * than Chakra's Tooltip (whose positioning engine cost about 10 kB gzip), and its own chunk:
 * CartButton loads it on the first hover or focus, so it stays out of the first load of a page.
 */
export default function CartHoverList({ id, open }: { id: string; open: boolean }) {
  const { totalItems, itemNames } = useCart();
  return (
    <Box
      id={id}
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
      visibility={open ? 'visible' : 'hidden'}
      opacity={open ? 1 : 0}
      transition="opacity 0.15s"
      pointerEvents="none"
    >
      {totalItems === 0 ? 'Your cart is empty' : itemNames.join(', ')}
    </Box>
  );
}
