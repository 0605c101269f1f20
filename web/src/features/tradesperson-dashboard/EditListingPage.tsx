import { Button } from '@chakra-ui/react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { PageSection } from '../../components/PageSection';
import { TradesmanAccountGate } from '../../entities/account/TradesmanAccountGate';
import { ProfileEditor } from './ProfileEditor';

/** /edit-listing: the dashboard's business profile form as a page of its own. */
export function EditListingPage() {
  return (
    <PageSection
      title="Edit Listing"
      description="Update the details homeowners see on your directory listing."
    >
      <Button asChild variant="ghost" size="sm" mb="4" ms="-3">
        <RouterLink to="/tradesman-dashboard">
          <LuArrowLeft aria-hidden /> Back to Business Dashboard
        </RouterLink>
      </Button>
      <TradesmanAccountGate>
        {(account, profile) => <ProfileEditor account={account} profile={profile} />}
      </TradesmanAccountGate>
    </PageSection>
  );
}
