import { createToaster, type ToastOptions } from '@chakra-ui/react';
import { limits } from '#schema/limits';

/**
 * The app's toast store (docs/product/public-site.md §9: 5000 ms by default, F8 focuses the toast
 * area).
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  duration: limits.toastDurationMs,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

/**
 * Shows a toast in place of any on screen: one toast at a time (docs/product/public-site.md §9).
 */
export function showToast(options: ToastOptions) {
  toaster.dismiss();
  return toaster.create(options);
}
