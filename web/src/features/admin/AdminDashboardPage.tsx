import { PageSection } from '../../components/PageSection';

export function AdminDashboardPage() {
  return (
    <PageSection
      title="Admin Dashboard"
      description="Manage users, featured listings, verification, bulk imports, newsletter subscribers and CSV exports."
    />
  );
}
