import type { BusinessProfileInput } from '../../../../schema/rules';
import { api, unwrap } from '../../api/client';
import { useSignOutOn401 } from '../../api/useSignOutOn401';
import { showToast } from '../../lib/toaster';
import { useSingleFlight } from '../../lib/useSingleFlight';
import { profileTexts } from './dashboardTexts';
import { useUpdateTradesmanAccount } from './useUpdateTradesmanAccount';

/** Saves the business profile (the first save creates the listing) and shows the spec's toasts. */
export function useSaveBusinessProfile() {
  const updateAccount = useUpdateTradesmanAccount();
  const signOutOn401 = useSignOutOn401();
  return useSingleFlight(async (input: BusinessProfileInput) => {
    try {
      const { profile } = await unwrap(api.tradesman.profile.$put({ json: input }));
      await updateAccount((current) => ({ ...current, profile }));
    } catch (error) {
      if (signOutOn401(error)) return;
      showToast({
        type: 'error',
        title: profileTexts.failedTitle,
        description: profileTexts.failed,
      });
      return;
    }
    showToast({
      type: 'success',
      title: profileTexts.updatedTitle,
      description: profileTexts.updated,
    });
  });
}
