import { useSyncExternalStore } from 'react';
import { getStoredItem, type StorageKey, subscribeToStorage } from './storage';

/**
 * The stored value, re-rendering when this tab or another one changes it. A server-rendered page
 * is rendered for a visitor with nothing stored, so hydration starts from that too.
 */
export function useStoredItem(key: StorageKey): string | null {
  return useSyncExternalStore(subscribeToStorage, () => getStoredItem(key), nothingStored);
}

const nothingStored = () => null;
