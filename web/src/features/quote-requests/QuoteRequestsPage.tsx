import { staffRoles } from '#schema/catalogues';
import { useSignedInUser } from '../../api/useCurrentUser';
import { PageSection } from '../../components/PageSection';
import { OwnQuoteRequests } from './OwnQuoteRequests';
import { StaffQuoteList } from './StaffQuoteList';

/**
 * /quote-requests: a tradesperson's own requests; for staff, the latest across the site (the route
 * table sends homeowners to their dashboard, where theirs live).
 */
export function QuoteRequestsPage() {
  const isStaff = staffRoles.includes(useSignedInUser().role);
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
