import { Outlet } from 'react-router';
import { Box } from '@chakra-ui/react';
import { ShopFrame } from './ShopFrame';
import { usePageChangeAnnouncement } from './usePageChangeAnnouncement';

/**
 * The shop's layout route: nav and footer stay mounted while pages change inside, and each
 * change is announced and moves focus to the new page (docs/behaviour.md, navigation).
 */
export function ShopLayout() {
  const announcement = usePageChangeAnnouncement();
  return (
    <>
      <ShopFrame>
        <Outlet />
      </ShopFrame>
      <Box srOnly aria-live="polite" aria-atomic="true" data-testid="route-announcer">
        {announcement}
      </Box>
    </>
  );
}
