import { createToaster } from '@chakra-ui/react';
import { limits } from '#schema/limits';

/**
 * The app's toast store (docs/product/public-site.md §9: 5000 ms by default, F8 focuses the toast
 * area). Its state machine is not part of the app a page wakes: the toaster and `showToast` load
 * it when the page is live or a toast is raised (lib/toaster.ts).
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  duration: limits.toastDurationMs,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});
