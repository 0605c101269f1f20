import { Grid, Stack } from '@chakra-ui/react';
import { PageSection } from '../../../components/PageSection';
import { ActivityChart } from './ActivityChart';
import { AdminLinks } from './AdminLinks';
import { AdminStats } from './AdminStats';
import { AuditPanel } from './AuditPanel';
import { BillingDriftPanel } from './BillingDriftPanel';
import { ContactMessagesPanel } from './ContactMessagesPanel';
import { CsvExports } from './CsvExports';
import { MailOutboxPanel } from './MailOutboxPanel';
import { ReviewQueuePanel } from './ReviewQueuePanel';
import { SubscribersPanel } from './SubscribersPanel';

/**
 * /admin for admins: the counts, the admin tools, billing drift, weekly activity, the audit trail,
 * newsletter subscribers, CSV exports, contact messages, reported reviews and the mail outbox.
 */
export function AdminDashboardPage() {
  return (
    <PageSection
      title="Admin Dashboard"
      description="Manage users, featured listings, verification, bulk imports, newsletter subscribers and CSV exports."
    >
      <Stack gap="8">
        <AdminStats />
        <AdminLinks />
        <BillingDriftPanel />
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }}
          gap="6"
          alignItems="start"
        >
          <ActivityChart />
          <AuditPanel />
        </Grid>
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 18rem' }}
          gap="6"
          alignItems="start"
        >
          <SubscribersPanel />
          <CsvExports />
        </Grid>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap="6">
          <ContactMessagesPanel />
          <MailOutboxPanel />
        </Grid>
        <ReviewQueuePanel />
      </Stack>
    </PageSection>
  );
}
