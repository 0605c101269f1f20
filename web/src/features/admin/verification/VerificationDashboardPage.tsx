import { PageSection } from '../../../components/PageSection';

export function VerificationDashboardPage() {
  return (
    <PageSection
      title="Verification Dashboard"
      description="Review every tradesman who is not yet verified, read their documents and record a decision."
    />
  );
}
