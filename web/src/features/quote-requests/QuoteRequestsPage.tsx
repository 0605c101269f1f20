import { Navigate } from 'react-router-dom';
import { staffRoles } from '#schema/catalogues';
import { useCurrentUser } from '../../api/useCurrentUser';
import { PageSection } from '../../components/PageSection';
import { OwnQuoteRequests } from './OwnQuoteRequests';
import { StaffQuoteList } from './StaffQuoteList';

/**
 * /quote-requests: a tradesperson's own requests; for staff, the latest across the site. A
 * homeowner's requests live on their dashboard, so they are sent there.
 */
export function QuoteRequestsPage() {
  const { user } = useCurrentUser();
  if (!user) return <Navigate to="/auth" replace />;
  if (user.role === 'resident') return <Navigate to="/homeowner-dashboard" replace />;
  const isStaff = staffRoles.includes(user.role);
  return (
    <PageSection
      title="Quote Requests"
      description={
        isStaff
          ? 'The latest quote requests homeowners have sent through the site.'
          : 'The quote requests homeowners have sent to your business.'
      }
    >
      {isStaff ? <StaffQuoteList /> : <OwnQuoteRequests />}
    </PageSection>
  );
}
