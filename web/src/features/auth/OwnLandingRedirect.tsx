import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '../../api/useCurrentUser';
import { landingPathFor } from '../../lib/signIn';

/** Sends a signed-in user who opened another role's dashboard to their own one. */
export function OwnLandingRedirect() {
  const { user } = useCurrentUser();
  return <Navigate to={landingPathFor(user?.role)} replace />;
}
