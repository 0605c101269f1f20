import useSWR from 'swr';
import { api, unwrap } from '../../api/client';
import { useCurrentUser } from '../../api/useCurrentUser';
import { useSignOutOn401 } from '../../api/useSignOutOn401';
import { showToast } from '../../lib/toaster';
import { accountLoadTexts } from './accountTexts';
import {
  accountFromUser,
  type OwnListingProfile,
  storeTradesmanAccount,
  type TradesmanAccount,
  tradesmanAccountKey,
} from './tradesmanAccount';

export interface TradesmanAccountState {
  /** The account, or one built from the current user when the profile call failed. */
  account: TradesmanAccount | undefined;
  profile: OwnListingProfile | null;
  /** The profile call failed (a 401 has already signed the user out). */
  failed: boolean;
}

/**
 * The signed-in tradesperson's account and profile. Use it once per page: it toasts a failure and
 * sends a 401 to /auth. Saves elsewhere update it through `useUpdateTradesmanAccount`.
 */
export function useTradesmanAccount(): TradesmanAccountState {
  const { user } = useCurrentUser();
  const signOutOn401 = useSignOutOn401();
  const { data, error } = useSWR(
    user ? tradesmanAccountKey(user.id) : null,
    () => unwrap(api.tradesman.profile.$get()),
    {
      onSuccess: storeTradesmanAccount,
      onError: (loadError) => {
        if (signOutOn401(loadError)) return;
        showToast({
          type: 'error',
          title: accountLoadTexts.failedTitle,
          description: accountLoadTexts.failed,
        });
      },
    },
  );
  const failed = Boolean(error);
  return {
    account: data?.account ?? (failed && user ? accountFromUser(user) : undefined),
    profile: data?.profile ?? null,
    failed,
  };
}
