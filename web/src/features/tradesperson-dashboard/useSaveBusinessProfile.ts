import type { BusinessProfileInput } from '#schema/rules';
import { api } from '../../api/client';
import { useApiAction } from '../../api/useApiAction';
import { profileTexts } from '../../entities/account/accountTexts';
import { useUpdateTradesmanAccount } from '../../entities/account/useUpdateTradesmanAccount';

/**
 * Saves the business profile (the first save creates the listing) and shows the toasts of
 * docs/product/public-site.md §8.
 */
export function useSaveBusinessProfile() {
  const updateAccount = useUpdateTradesmanAccount();
  return useApiAction(
    (input: BusinessProfileInput) => api.tradesman.profile.$put({ json: input }),
    {
      onSuccess: ({ profile }) => updateAccount((current) => ({ ...current, profile })),
      success: { title: profileTexts.updatedTitle, description: profileTexts.updated },
      // docs/product/public-site.md §8 words this failure itself, whatever the server said.
      failure: () => ({ title: profileTexts.failedTitle, description: profileTexts.failed }),
    },
  );
}
