import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { type CurrentUser, useCurrentUser } from '../../api/useCurrentUser';
import { PageLoader } from '../../components/PageLoader';

interface RequireAccessProps {
  /** Who may see the page, e.g. `hasRole('admin')` from lib/signIn. */
  allows: (user: CurrentUser) => boolean;
  /** Where a signed-out visitor is sent; without it they get `denied` like any other user. */
  signedOutTo?: string;
  /** What everyone else gets: an Access Denied panel or a redirect. */
  denied: ReactNode;
  children: ReactNode;
}

/** A route guard. While the user loads it shows the loader, never a flash of `denied`. */
export function RequireAccess({ allows, signedOutTo, denied, children }: RequireAccessProps) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <PageLoader />;
  if (!user && signedOutTo) {
    // Where they were going, so signing in can bring them back (e.g. a mailed review link).
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={signedOutTo} replace state={{ from }} />;
  }
  return user && allows(user) ? children : denied;
}
