import type { ChangePasswordInput } from '#schema/rules';
import { api } from '../../api/client';
import { useApiAction } from '../../api/useApiAction';
import { passwordTexts } from './accountTexts';
import { useUpdateTradesmanAccount } from './useUpdateTradesmanAccount';

/**
 * Changes the password (any role); success clears the temporary flag of a loaded tradesman account
 * (docs/product/public-site.md §4), which is a no-op for users who have none.
 */
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
