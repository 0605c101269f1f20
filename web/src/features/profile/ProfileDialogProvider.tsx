import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { ProfileDialogContext } from '../../entities/tradesman/useProfileDialog';
import type { Tradesman } from '../../entities/tradesman/useTradesman';
import { recordProfileView } from './recordProfileView';

// Loaded on the first opening, so the directory and home pages do not carry a whole profile.
const ProfileDialog = lazy(() =>
  import('./ProfileDialog').then((m) => ({ default: m.ProfileDialog })),
);

/**
 * Holds the shell's profile dialog; every opening is recorded as a profile view
 * (docs/product/public-site.md §7).
 */
export function ProfileDialogProvider({ children }: { children: ReactNode }) {
  const [tradesman, setTradesman] = useState<Tradesman | null>(null);
  const [open, setOpen] = useState(false);
  const controls = useMemo(
    () => ({
      openProfileDialog: (listing: Tradesman) => {
        setTradesman(listing);
        setOpen(true);
        recordProfileView(listing);
      },
    }),
    [],
  );
  return (
    <ProfileDialogContext value={controls}>
      {children}
      {tradesman && (
        <Suspense>
          <ProfileDialog open={open} tradesman={tradesman} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </ProfileDialogContext>
  );
}
