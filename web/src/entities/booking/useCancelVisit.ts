import { api } from '../../api/client';
import { useApiAction } from '../../api/useApiAction';

export const cancelVisitTexts = {
  cancel: 'Cancel visit',
  title: 'Cancel this visit?',
  keep: 'Keep it',
  cancelled: 'Visit cancelled',
  failed: 'The visit could not be cancelled',
} as const;

/**
 * DELETE /api/bookings/{id} by the signed-in homeowner or trade (docs/product/business-side.md
 * §10.5): the slot is free at once and the other side is told by e-mail.
 */
export function useCancelVisit(onCancelled: () => unknown) {
  return useApiAction(
    (id: number) =>
      api.bookings[':id'].$delete({ param: { id: String(id) }, query: { token: '' } }),
    {
      success: { title: cancelVisitTexts.cancelled },
      failure: { title: cancelVisitTexts.failed },
      onSuccess: async () => void (await onCancelled()),
    },
  );
}
