import { Suspense, useState } from 'react';
import { lazyPart } from '../../lib/startup/lazyPart';
import { IconButton } from '@chakra-ui/react';
import { Menu } from 'lucide-react';

// The drawer brings a focus trap and dialog machinery that most visits never use: it loads on
// the first open instead of with every page.
const MobileMenuDrawer = lazyPart(() => import('./MobileMenuDrawer'));

/** The side menu that replaces the nav links below the md breakpoint. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <IconButton
        variant="ghost"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        hideFrom="md"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
