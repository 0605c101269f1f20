import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { staffRoles } from '#schema/catalogues';
import { type CurrentUser, useCurrentUser } from '../api/useCurrentUser';
import { AccessDenied } from '../components/AccessDenied';
import { PageLoader } from '../components/PageLoader';
import { accessDeniedTexts } from '../lib/accountTexts';
import { landingPathFor } from '../lib/signIn';
import { showToast } from '../lib/toaster';

/** Who a page is for; 'isTradesman' is the account flag, wider than the tradesperson role. */
export type Audience =
  | 'public'
  | 'signedIn'
  | 'admin'
  | 'staff'
  | 'tradesperson'
  | 'isTradesman'
  | 'resident';

const admits: Record<Exclude<Audience, 'public'>, (user: CurrentUser) => boolean> = {
  signedIn: () => true,
  admin: (user) => user.role === 'admin',
  staff: (user) => staffRoles.includes(user.role),
  tradesperson: (user) => user.role === 'tradesperson',
  isTradesman: (user) => user.isTradesman,
  resident: (user) => user.role === 'resident',
};

/**
 * What a user outside the audience gets (docs/product/public-site.md §6): 'toast' sends them home
 * with the Access Denied toast, 'ownLanding' to their own dashboard, and a message shows the Access
 * Denied panel with it.
 */
export type Denied =
  | 'toast'
  | 'ownLanding'
  | { message: string; action?: { label: string; to: string } };

export interface Access {
  /** One audience, or several of which any admits. */
  audience: Audience | readonly Audience[];
  /** Where a signed-out visitor is sent; without it they are denied like anyone else. */
  signedOutTo?: '/auth' | '/admin/login';
  denied?: Denied;
}

function admitted(audience: Access['audience'], user: CurrentUser | null): boolean {
  const audiences: readonly Audience[] = typeof audience === 'string' ? [audience] : audience;
  return audiences.some((each) => each === 'public' || (user !== null && admits[each](user)));
}

function HomeWithToast() {
  useEffect(() => {
    // The toast store renders synchronously (flushSync), which React refuses inside an effect.
    queueMicrotask(() =>
      showToast({
        type: 'error',
        title: accessDeniedTexts.title,
        description: accessDeniedTexts.page,
      }),
    );
  }, []);
  return <Navigate to="/" replace />;
}

function Refusal({ denied, user }: { denied: Denied; user: CurrentUser | null }) {
  if (denied === 'toast') return <HomeWithToast />;
  if (denied === 'ownLanding') return <Navigate to={landingPathFor(user?.role)} replace />;
  return <AccessDenied message={denied.message} action={denied.action} />;
}

/**
 * The one route guard: every page in the route table passes through it. While the user loads it
 * shows the loader, never a flash of the refusal.
 */
export function AccessGuard({
  access: { audience, signedOutTo, denied = 'toast' },
  children,
}: {
  access: Access;
  children: ReactNode;
}) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (audience === 'public') return children;
  if (isLoading) return <PageLoader />;
  if (!user && signedOutTo) {
    // Where they were going, so signing in can bring them back (e.g. a mailed review link).
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={signedOutTo} replace state={{ from }} />;
  }
  return admitted(audience, user) ? children : <Refusal denied={denied} user={user} />;
}
