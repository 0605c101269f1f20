import { storageKeys } from '#schema/storage-keys';

export { storageKeys };

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

const listeners = new Set<() => void>();

function notifyListeners() {
  for (const listener of listeners) listener();
}

export function getStoredItem(key: StorageKey): string | null {
  return localStorage.getItem(key);
}

export function setStoredItem(key: StorageKey, value: string): void {
  localStorage.setItem(key, value);
  notifyListeners();
}

export function removeStoredItem(key: StorageKey): void {
  localStorage.removeItem(key);
  notifyListeners();
}

/** Calls `listener` whenever a stored item changes, in this tab or another; returns the undo. */
export function subscribeToStorage(listener: () => void) {
  listeners.add(listener);
  // Other tabs signing in or out change what this tab should show too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
