import type { InferResponseType } from 'hono/client';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { clearSignIn, refusedSession } from '../lib/signIn';
import { storageKeys } from '../lib/storage';
import { useStoredItem } from '../lib/useStoredItem';
import { api, unwrap } from './client';
import { ApiError } from './http';

/** What `GET /api/auth/me` answers (docs/product/public-site.md §3), as the route declares it. */
export type CurrentUser = InferResponseType<typeof api.auth.me.$get, 200>;

export interface CurrentUserState {
  user: CurrentUser | null;
  isLoading: boolean;
}

const currentUserKey = (token: string) => ['/api/auth/me', token] as const;

/** Asks with the given token, which need not be stored yet (signing in reads before storing). */
function readCurrentUser(token: string): Promise<CurrentUser> {
  return unwrap(api.auth.me.$get({}, { headers: { Authorization: `Bearer ${token}` } }));
}

async function fetchCurrentUser([, token]: ReturnType<typeof currentUserKey>) {
  try {
    return await readCurrentUser(token);
  } catch (error) {
    // docs/product/public-site.md §4: a refused current-user call silently signs the user out. The
    // whole sign-in goes, so no stale homeowner or tradesman record outlives the token.
    if (error instanceof ApiError && refusedSession.has(error.status)) {
      clearSignIn();
      return null;
    }
    // A call with no answer (offline, or cut off by leaving the page, which aborts it) or a
    // server fault keeps the sign-in: SWR keeps the user it had and asks again (decision 014).
    throw error;
  }
}

/**
 * The signed-in user, or null when signed out. Without a stored token the API is not called. The
 * token is part of the key, so storing or removing it (sign in, sign out) re-reads the user.
 */
export function useCurrentUser(): CurrentUserState {
  const token = useStoredItem(storageKeys.authToken);
  const { data, isLoading } = useSWR(token ? currentUserKey(token) : null, fetchCurrentUser);
  return { user: data ?? null, isLoading };
}

/**
 * The user on a page whose route admits only signed-in users: the access guard renders the page
 * only with a user, and unmounts it before a sign-out re-renders it without one.
 */
export function useSignedInUser(): CurrentUser {
  const { user } = useCurrentUser();
  if (!user) throw new Error('useSignedInUser on a page whose route admits visitors');
  return user;
}

/**
 * Reads the user a fresh token belongs to into the cache before the token is stored, so the
 * shell does not fall back to its loading screen between signing in and landing.
 */
export function useLoadSignedInUser() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (token: string) => {
      await mutate(currentUserKey(token), await readCurrentUser(token), { revalidate: false });
    },
    [mutate],
  );
}
