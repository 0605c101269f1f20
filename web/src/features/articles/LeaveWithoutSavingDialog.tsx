import type { Blocker } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/** Asks before leaving the editor with unsaved changes; staying keeps everything as it was. */
export function LeaveWithoutSavingDialog({ blocker }: { blocker: Blocker }) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave"
      cancelLabel="Keep Editing"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      Your changes to this article have not been saved. If you leave now they will be lost.
    </ConfirmDialog>
  );
}
