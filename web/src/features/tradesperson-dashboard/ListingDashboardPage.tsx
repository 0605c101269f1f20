import { Stack } from '@chakra-ui/react';
import { PageSection } from '../../components/PageSection';
import { TradesmanAccountGate } from '../../entities/account/TradesmanAccountGate';
import { BusinessStatusCard } from './BusinessStatusCard';
import { ListingStats } from './ListingStats';

/**
 * /tradesman-dashboard, the older dashboard: the listing's status and figures
 * (docs/product/business-side.md §2.5).
 */
export function ListingDashboardPage() {
  return (
    <PageSection
      title="Business Dashboard"
      description="See your listing's verification status, rating and completed jobs at a glance."
    >
      <TradesmanAccountGate>
        {(_account, profile) => (
          <Stack gap="6">
            <BusinessStatusCard profile={profile} />
            <ListingStats listingId={profile?.id} />
          </Stack>
        )}
      </TradesmanAccountGate>
    </PageSection>
  );
}
