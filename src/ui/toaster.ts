import { createToaster } from '@chakra-ui/react';

/** The one toaster of the app: a 4 s default, never more than 3 on screen (docs/behaviour.md#toasts). */
export const toaster = createToaster({
  placement: 'bottom-end',
  duration: 4000,
  max: 3,
  pauseOnPageIdle: true,
});
