import { PageSection } from '../../components/PageSection';

export function ListingDashboardPage() {
  return (
    <PageSection
      title="Business Dashboard"
      description="See your listing's verification status, rating and completed jobs at a glance."
    />
  );
}
