import { type ReactElement, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { cancelVisitTexts, useCancelVisit } from './useCancelVisit';

/**
 * Cancelling a survey visit after 'Cancel this visit?', for either side of it: `ask` opens the
 * confirmation for a visit, `dialog` is the confirmation to render, `describe` says what the
 * cancelling does for this side. The list is read again once a visit is cancelled.
 */
export function useCancelVisitConfirm<Visit extends { id: number }>(
  reread: () => unknown,
  describe: (visit: Visit) => string,
): { ask: (visit: Visit) => void; dialog: ReactElement } {
  const [cancelling, setCancelling] = useState<Visit | null>(null);
  const [cancel, isCancelling] = useCancelVisit(() => {
    setCancelling(null);
    return reread();
  });
  const dialog = (
    <ConfirmDialog
      open={cancelling !== null}
      title={cancelVisitTexts.title}
      confirmLabel={cancelVisitTexts.cancel}
      cancelLabel={cancelVisitTexts.keep}
      isConfirming={isCancelling}
      onConfirm={() => cancelling && void cancel(cancelling.id)}
      onCancel={() => setCancelling(null)}
    >
      {cancelling && describe(cancelling)}
    </ConfirmDialog>
  );
  return { ask: setCancelling, dialog };
}
