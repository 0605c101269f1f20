import type { ChangePasswordInput } from '../../../../schema/rules';
import { api, unwrap } from '../../api/client';
import { useSignOutOn401 } from '../../api/useSignOutOn401';
import { serverMessage } from '../../lib/serverMessage';
import { showToast } from '../../lib/toaster';
import { useSingleFlight } from '../../lib/useSingleFlight';
import { passwordTexts } from './dashboardTexts';
import { useUpdateTradesmanAccount } from './useUpdateTradesmanAccount';

/** Changes the password; success clears the temporary flag (spec public-site §4). */
export function useChangePassword(onChanged: () => void) {
  const updateAccount = useUpdateTradesmanAccount();
  const signOutOn401 = useSignOutOn401();
  return useSingleFlight(async (input: ChangePasswordInput) => {
    try {
      await unwrap(api.tradesman['change-password'].$post({ json: input }));
    } catch (error) {
      if (signOutOn401(error)) return;
      showToast({
        type: 'error',
        title: passwordTexts.failedTitle,
        description: serverMessage(error) ?? passwordTexts.failed,
      });
      return;
    }
    await updateAccount((current) => ({
      ...current,
      account: { ...current.account, isTemporaryPassword: false },
    }));
    showToast({
      type: 'success',
      title: passwordTexts.updatedTitle,
      description: passwordTexts.updated,
    });
    onChanged();
  });
}
