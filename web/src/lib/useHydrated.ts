import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False on the server and while the browser hydrates a server-rendered page, true afterwards: what
 * only the browser knows (the stored theme) may show once the page is live, without making the
 * first client render differ from the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
