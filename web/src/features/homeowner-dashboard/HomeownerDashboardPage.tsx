import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '../../api/useCurrentUser';
import { HomeownerDashboard } from './HomeownerDashboard';

/** /homeowner-dashboard: the homeowner's account and the quote requests they sent (spec §2). */
export function HomeownerDashboardPage() {
  const { user } = useCurrentUser();
  // The route lets only signed-in residents in; this keeps the page honest on its own.
  if (!user) return <Navigate to="/auth" replace />;
  return <HomeownerDashboard user={user} />;
}
