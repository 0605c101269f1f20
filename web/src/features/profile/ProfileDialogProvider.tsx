import { type ReactNode, useMemo, useState } from 'react';
import type { Tradesman } from '../../api/useTradesman';
import { ProfileDialogContext } from '../../components/dialogs/useProfileDialog';
import { ProfileDialog } from './ProfileDialog';
import { recordProfileView } from './recordProfileView';

/** Holds the shell's profile dialog; every opening is recorded as a profile view (spec §7). */
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
        <ProfileDialog open={open} tradesman={tradesman} onClose={() => setOpen(false)} />
      )}
    </ProfileDialogContext>
  );
}
