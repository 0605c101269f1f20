import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearSignIn } from '../lib/signIn';
import { getStoredItem, storageKeys } from '../lib/storage';
import { ApiError } from './http';

/**
 * docs/product/public-site.md §4: a 401 on the tradesperson pages clears the sign-in and goes to
 * /auth. Pass the returned function any error (for example as SWR's `onError`); it answers whether
 * it acted.
 */
export function useSignOutOn401(): (error: unknown) => boolean {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError) || error.status !== 401) return false;
      // Already signed out here (logout, a deleted account): a late 401 is a stale reply, not an
      // expired session, so the visitor stays where they were sent.
      if (getStoredItem(storageKeys.authToken) === null) return true;
      clearSignIn();
      navigate('/auth', { replace: true });
      return true;
    },
    [navigate],
  );
}
