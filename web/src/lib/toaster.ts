import type { ToastOptions } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';

// The toaster (components/Toaster.tsx) joins the page with the first toast, and the store
// (lib/toastStore.ts) loads with it: neither is part of the app a page wakes (issue 27), and a
// page that never raises a toast never loads them.
let toasterWanted = false;
const wantedListeners = new Set<() => void>();
let markMounted = () => {};
let mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Whether the toaster belongs on the page: from the first toast on (app/AppProviders.tsx). */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      wantedListeners.add(listener);
      return () => wantedListeners.delete(listener);
    },
    () => toasterWanted,
    () => false,
  );
}

/**
 * The toaster's report that it is on the page and reading the store; the function it returns
 * reports it gone. A toast raised before that would be lost, so toasts wait for it.
 */
export function toasterMounted(): () => void {
  markMounted();
  return () => {
    mounted = new Promise((resolve) => {
      markMounted = resolve;
    });
  };
}

/**
 * Shows a toast in place of any on screen: one toast at a time (docs/product/public-site.md §9).
 * Toasts raised one after another still show in the order raised. Resolves to the toast's id.
 */
export async function showToast(options: ToastOptions): Promise<string> {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of wantedListeners) listener();
  }
  const [{ toaster }] = await Promise.all([import('./toastStore'), mounted]);
  toaster.dismiss();
  return toaster.create(options);
}
