import { api } from '../../../api/client';
import { useApiAction } from '../../../api/useApiAction';
import { type Application, useRefreshApplications } from '../useApplications';
import { variantATexts } from './verificationTexts';

/**
 * Variant A's Approve and Reject, each mailing the applicant on the server
 * (docs/product/business-side.md §4).
 */
export function useDecisions(onDecided: () => void) {
  const refresh = useRefreshApplications();
  const onSuccess = async () => {
    onDecided();
    await refresh();
  };
  const approve = useApiAction(
    (application: Application, notes: string) =>
      api.admin['approve-tradesman'][':id'].$post({
        param: { id: String(application.id) },
        json: { notes },
      }),
    {
      onSuccess,
      success: (_result, application) => ({
        title: variantATexts.approved,
        description: variantATexts.approvedText(application.name),
      }),
      failure: { title: variantATexts.approveFailed, description: variantATexts.approveFailedText },
    },
  );
  const reject = useApiAction(
    (application: Application, notes: string) =>
      api.admin['reject-tradesman'][':id'].$post({
        param: { id: String(application.id) },
        json: { notes },
      }),
    {
      onSuccess,
      success: (_result, application) => ({
        title: variantATexts.rejected,
        description: variantATexts.rejectedText(application.name),
      }),
      failure: { title: variantATexts.rejectFailed, description: variantATexts.rejectFailedText },
    },
  );
  return { approve, reject };
}
