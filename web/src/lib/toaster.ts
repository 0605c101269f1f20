import type { ToastOptions } from '@chakra-ui/react';

/**
 * Shows a toast in place of any on screen: one toast at a time (docs/product/public-site.md §9).
 * The store loads with the first toast (or the toaster), so its code stays out of the app a public
 * page wakes; toasts raised one after another still show in the order raised. Resolves to the
 * toast's id.
 */
export async function showToast(options: ToastOptions): Promise<string> {
  const { toaster } = await import('./toastStore');
  toaster.dismiss();
  return toaster.create(options);
}
