import { Button, Card, Text } from '@chakra-ui/react';
import { ShoppingCart } from 'lucide-react';

/**
 * A catalogue card's Add to Cart footer. The button sits above the card's link overlay, and its
 * name carries the item's, so a grid of cards reads as distinct actions ('Add to Cart Red 47').
 */
export function CardAddToCartButton({ itemName, onAdd }: { itemName: string; onAdd(): void }) {
  return (
    <Card.Footer paddingX="5" paddingBottom="5">
      <Button width="full" size="sm" position="relative" zIndex="1" onClick={onAdd}>
        <ShoppingCart aria-hidden="true" /> Add to Cart
        <Text as="span" srOnly>
          {' '}
          {itemName}
        </Text>
      </Button>
    </Card.Footer>
  );
}
