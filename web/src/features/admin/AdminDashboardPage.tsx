import { Grid, Stack } from '@chakra-ui/react';
import { PageSection } from '../../components/PageSection';
import { AdminLinks } from './dashboard/AdminLinks';
import { AdminStats } from './dashboard/AdminStats';
import { CsvExports } from './dashboard/CsvExports';
import { SubscribersPanel } from './dashboard/SubscribersPanel';

/** /admin for admins: the counts, the admin tools, newsletter subscribers and CSV exports. */
export function AdminDashboardPage() {
  return (
    <PageSection
      title="Admin Dashboard"
      description="Manage users, featured listings, verification, bulk imports, newsletter subscribers and CSV exports."
    >
      <Stack gap="8">
        <AdminStats />
        <AdminLinks />
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 18rem' }}
          gap="6"
          alignItems="start"
        >
          <SubscribersPanel />
          <CsvExports />
        </Grid>
      </Stack>
    </PageSection>
  );
}
