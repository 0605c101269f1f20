import { createContext, useContext } from 'react';
import type { Tradesman } from './useTradesman';

export interface ProfileDialogControls {
  openProfileDialog: (tradesman: Tradesman) => void;
}

export const ProfileDialogContext = createContext<ProfileDialogControls | null>(null);

/**
 * Opens the shell's one profile dialog (docs/product/public-site.md §2.1) on a listing already
 * loaded.
 */
export function useProfileDialog(): ProfileDialogControls {
  const controls = useContext(ProfileDialogContext);
  if (!controls) throw new Error('useProfileDialog needs the ProfileDialogProvider of the shell');
  return controls;
}
