import type { ChangePasswordInput } from '#schema/rules';
import { api } from '../../api/client';
import { useApiAction } from '../../api/useApiAction';
import { passwordTexts } from '../../components/dashboard/dashboardTexts';
import { useUpdateTradesmanAccount } from '../../components/dashboard/useUpdateTradesmanAccount';

/** Changes the password; success clears the temporary flag (spec public-site §4). */
export function useChangePassword(onChanged: () => void) {
  const updateAccount = useUpdateTradesmanAccount();
  return useApiAction(
    (input: ChangePasswordInput) => api.tradesman['change-password'].$post({ json: input }),
    {
      onSuccess: async () => {
        await updateAccount((current) => ({
          ...current,
          account: { ...current.account, isTemporaryPassword: false },
        }));
        onChanged();
      },
      success: { title: passwordTexts.updatedTitle, description: passwordTexts.updated },
      failure: { title: passwordTexts.failedTitle, description: passwordTexts.failed },
    },
  );
}
