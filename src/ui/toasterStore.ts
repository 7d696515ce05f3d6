import { createToaster } from '@chakra-ui/react';

/**
 * The one toast store of the app: a 4 s default, never more than 3 on screen
 * (docs/behaviour.md#toasts). App code raises toasts through `toaster` (toaster.ts), which loads
 * this module, and the toast machinery with it, only when the first toast is raised or the Toaster
 * mounts after start-up: none of it is needed to paint the first screen.
 */
export const toasterStore = createToaster({
  placement: 'bottom-end',
  duration: 4000,
  max: 3,
  pauseOnPageIdle: true,
});
