import { Badge, type BadgeProps } from '@chakra-ui/react';

/** The green saving tag ('15% OFF', 'Save 20%') shown on cards, slides and detail pages. */
export function DiscountBadge(props: Omit<BadgeProps, 'variant' | 'color' | 'bg'>) {
  return <Badge variant="subtle" color="green.300" bg="green.950" {...props} />;
}
