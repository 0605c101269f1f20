import { createToaster, type ToastOptions } from '@chakra-ui/react';
import { limits } from '#schema/limits';

/** The app's toast store (spec public-site §9: 5000 ms by default, F8 focuses the toast area). */
export const toaster = createToaster({
  placement: 'bottom-end',
  duration: limits.toastDurationMs,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

/** Shows a toast in place of any on screen: one toast at a time (spec public-site §9). */
export function showToast(options: ToastOptions) {
  toaster.dismiss();
  return toaster.create(options);
}
