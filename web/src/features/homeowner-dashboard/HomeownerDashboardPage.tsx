import { useSignedInUser } from '../../api/useCurrentUser';
import { HomeownerDashboard } from './HomeownerDashboard';

/**
 * /homeowner-dashboard: the homeowner's account and the quote requests they sent
 * (docs/product/public-site.md §2.10).
 */
export function HomeownerDashboardPage() {
  return <HomeownerDashboard user={useSignedInUser()} />;
}
