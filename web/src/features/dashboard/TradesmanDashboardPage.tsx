import { PageSection } from '../../components/PageSection';

export function TradesmanDashboardPage() {
  return (
    <PageSection
      title="My Dashboard"
      description="Manage your business profile, quote requests, password and plan in one place."
    />
  );
}
