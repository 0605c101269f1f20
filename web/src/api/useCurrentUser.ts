import useSWR from 'swr';
import type { Role } from '../../../schema/catalogues';
import { removeStoredItem, storageKeys, useStoredItem } from '../lib/storage';
import { fetcher } from './swr';

/** What `GET /api/auth/me` answers (spec public-site §3). */
export interface CurrentUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  isVerified: boolean;
}

export interface CurrentUserState {
  user: CurrentUser | null;
  isLoading: boolean;
}

const currentUserPath = '/api/auth/me';

async function fetchCurrentUser([path]: readonly [string, string]): Promise<CurrentUser | null> {
  try {
    return await fetcher<CurrentUser>([path]);
  } catch {
    // Spec public-site §4/§8: a failed or non-ok current-user call silently discards the token.
    removeStoredItem(storageKeys.authToken);
    return null;
  }
}

/**
 * The signed-in user, or null when signed out. Without a stored token the API is not called. The
 * token is part of the key, so storing or removing it (sign in, sign out) re-reads the user.
 */
export function useCurrentUser(): CurrentUserState {
  const token = useStoredItem(storageKeys.authToken);
  const { data, isLoading } = useSWR(
    token ? ([currentUserPath, token] as const) : null,
    fetchCurrentUser,
  );
  return { user: data ?? null, isLoading };
}
