import useSWR from 'swr';
import { api, unwrap } from '../../api/client';
import { useCurrentUser } from '../../api/useCurrentUser';

/** The signed-in user's own account, keyed by user so another sign-in never sees it. */
export const accountKey = (userId: number) => ['/api/account', userId] as const;

export function useAccount() {
  const userId = useCurrentUser().user?.id;
  return useSWR(userId === undefined ? null : accountKey(userId), () => unwrap(api.account.$get()));
}

export const sessionsKey = (userId: number) => ['/api/account/sessions', userId] as const;

/** The user's live sessions, newest first, the one in use marked `current`. */
export function useSessions() {
  const userId = useCurrentUser().user?.id;
  return useSWR(userId === undefined ? null : sessionsKey(userId), () =>
    unwrap(api.account.sessions.$get()),
  );
}
