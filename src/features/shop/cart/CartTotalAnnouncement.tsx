import { useState } from 'react';
import { Box } from '@chakra-ui/react';

/**
 * Says the cart's new subtotal and total after a change on the cart page (a step, a typed
 * quantity, a removal), once each: the figures change beside the field, out of a screen reader's
 * reach. The totals the summary opened with are read with the page, not announced.
 */
export function CartTotalAnnouncement({ subtotal, total }: { subtotal: string; total: string }) {
  const [opened] = useState(total);
  const [changed, setChanged] = useState(false);
  // Once changed, a step back to the opening total is news too.
  if (!changed && total !== opened) setChanged(true);
  return (
    <Box srOnly role="status">
      {changed && `Subtotal ${subtotal}, total ${total}`}
    </Box>
  );
}
