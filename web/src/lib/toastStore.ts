import { createToaster } from '@chakra-ui/react';
import { limits } from '#schema/limits';

/**
 * The app's toast store (docs/product/public-site.md §9: 5000 ms by default, F8 focuses the toast
 * area). Its state machine is not part of the app a page wakes: it loads with the first toast
 * (lib/toaster.ts).
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  duration: limits.toastDurationMs,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});
