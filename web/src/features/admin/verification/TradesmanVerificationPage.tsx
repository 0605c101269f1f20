import { PageSection } from '../../../components/PageSection';

export function TradesmanVerificationPage() {
  return (
    <PageSection
      title="Tradesman Verification"
      description="Review tradesperson applications and their documents, then approve or reject them."
    />
  );
}
